import { Hono } from "hono";
import type { AppDeps } from "../../app-deps";
import { currentUser, requireRole } from "../account/auth.middleware";
import { jsonBody } from "../../lib/http";
import { deleteSurvey, resendSurveyForm, sendInvitationFor, surveyDownload } from "./job-surveys-admin.service";

/**
 * The staff's survey calls (spec 3 §7), mounted under /api/jobs beside the candidate's ones
 * (job-surveys.api.ts): every route checks the staff role before reading anything.
 */
export function jobSurveysAdminApi(deps: AppDeps) {
  return (
    new Hono()
      .get("/job_surveys/:id/download", requireRole("staff"), async (c) => {
        const { bytes, fileName } = await surveyDownload(deps, c.req.param("id"));
        c.header("Content-Type", "application/pdf");
        // The name is ASCII by construction (surveyPdfFileName): no encoding needed in the header.
        c.header("Content-Disposition", `attachment; filename="${fileName}"`);
        // Personal data: kept by no cache, shared or private.
        c.header("Cache-Control", "private, no-store");
        c.header("X-Content-Type-Options", "nosniff");
        return c.body(bytes as Uint8Array<ArrayBuffer>);
      })
      .delete("/job_survey_delete/:id", requireRole("staff"), async (c) => c.json(await deleteSurvey(deps, c.req.param("id"))))
      .post("/job_survey_send_form", requireRole("staff"), async (c) => c.json(await resendSurveyForm(deps, await jsonBody(c))))
      // The candidate's invitation e-mail (issue 48), sent or sent again, by the signed-in staff member.
      .post("/job_survey_send_invitation", requireRole("staff"), async (c) => c.json(await sendInvitationFor(deps, await jsonBody(c), currentUser(c)!)))
  );
}
