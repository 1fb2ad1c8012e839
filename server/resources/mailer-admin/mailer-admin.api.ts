import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { contentDisposition, idParam } from "../../lib/http";
import { currentUser, requireRole } from "../../modules/account/auth.middleware";
import { contactLeadsResource, trainingRegistrationsResource } from "../leads.resource";
import { attachmentFile, emailDetails, leadEmails, leadsCsv, resendEmail, type LeadKind } from "./mailer-admin.service";

const GET_FILE = "/default/get_file/";

/**
 * The e-mail and lead calls of spec 3 §7 that are more than the generic manager's search and
 * delete (those are aliases in emails.resource.ts and leads.resource.ts). Mounted at /api;
 * admins only (spec 3 §6: leads and e-mails), the role checked before anything is read.
 */
export function mailerAdminApi(deps: AppDeps) {
  const admin = requireRole("admin");
  const { db } = deps;
  const leadResources = { contact: contactLeadsResource, training: trainingRegistrationsResource };
  const csv = (kind: LeadKind) => async (c: Context) => {
    // The list's filters as the screen sends them, from the query string of a plain link.
    const filters = Object.fromEntries(Object.entries(c.req.query()).filter(([key]) => key !== "page" && key !== "limit"));
    const { filename, body } = await leadsCsv(db, currentUser(c), leadResources[kind], kind, filters);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", contentDisposition("attachment", filename));
    // Personal data: no cache keeps it.
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(body);
  };
  return new Hono()
    .get("/mailer/get_email_details/:id", admin, async (c) => c.json(await emailDetails(deps, idParam(c.req.param("id")))))
    .post("/mailer/re_send_email/:id", admin, async (c) => c.json(await resendEmail(deps, idParam(c.req.param("id")))))
    .get("/mailer/get_sender", admin, (c) => c.json({ from: deps.config.mail.from }))
    .get("/mailer/contact_lead_emails/:id", admin, async (c) => c.json({ rows: await leadEmails(db, "contact", idParam(c.req.param("id"))) }))
    .get("/mailer/training_registration_emails/:id", admin, async (c) => c.json({ rows: await leadEmails(db, "training", idParam(c.req.param("id"))) }))
    .get("/mailer/contact_leads_csv", admin, csv("contact"))
    .get("/mailer/training_registrations_csv", admin, csv("training"))
    .get(`${GET_FILE}*`, admin, async (c) => {
      // The raw path, never decoded: «%2e%2e» stays what it is and matches no attachment.
      const raw = new URL(c.req.url).pathname;
      const at = raw.indexOf(`/api${GET_FILE}`);
      const path = at === 0 ? raw.slice(`/api${GET_FILE}`.length) : "";
      const file = await attachmentFile(db, path);
      c.header("Content-Type", file.contentType);
      c.header("Content-Disposition", contentDisposition("attachment", file.filename));
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Content-Security-Policy", "default-src 'none'; sandbox");
      c.header("Cache-Control", "private, no-store");
      return c.body(file.bytes as Uint8Array<ArrayBuffer>);
    });
}
