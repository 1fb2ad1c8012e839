// The candidate's CV, opened, downloaded or read again: a staff member opens a few a minute, so
// a stolen staff session cannot drain the CVthèque. Mounted by candidates.api.ts under /api/jobs.
import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { contentDisposition, idParam } from "../../lib/http";
import { createRateLimiter } from "../../lib/rate-limit";
import { currentUser, requireRole } from "../account/auth.middleware";
import { BreezyError } from "../breezy/breezy-api";
import { breezyWaitMessage } from "../breezy/breezy.service";
import { rereadCandidateResume, rereadWaitMessage } from "./read-resume";
import { candidateResume } from "./candidates.service";

const signedIn = (c: Context) => currentUser(c)!;

/** CVs one staff member may open (or download) per minute, on each instance. */
export const RESUME_OPENINGS_PER_MINUTE = 30;

export function candidateResumeApi({ db, config, throttleWindows }: Pick<AppDeps, "db" | "config" | "throttleWindows">) {
  const staff = requireRole("staff");
  // A recruiter opens a few CVs a minute; a stolen staff session draining the CVthèque opens
  // hundreds. Past the allowance the drawer counts down the seconds and tries again.
  const resumeOpenings = createRateLimiter(throttleWindows, "resume-openings", { limit: RESUME_OPENINGS_PER_MINUTE, windowMs: 60_000 });
  return new Hono()
    .post("/candidates/:id/reread", staff, async (c) => {
      // «Relire le CV»: the CV read again, answered, not saved. It opens the CV: same allowance.
      const id = idParam(c.req.param("id"));
      const { allowed, retryAfterSeconds } = await resumeOpenings.hit(String(signedIn(c).id));
      if (!allowed) {
        c.header("Retry-After", String(retryAfterSeconds));
        return c.json({ detail: rereadWaitMessage(retryAfterSeconds), waiting_time: retryAfterSeconds }, 429);
      }
      try {
        return c.json(await rereadCandidateResume({ db, config }, signedIn(c), id));
      } catch (error) {
        if (!(error instanceof BreezyError && error.status === 429)) throw error;
        const seconds = error.retryAfterSeconds ?? 10;
        c.header("Retry-After", String(seconds));
        return c.json({ detail: breezyWaitMessage(seconds), waiting_time: seconds }, 429);
      }
    })
    .get("/candidates/:id/resume", staff, async (c) => {
      const id = idParam(c.req.param("id"));
      const { allowed, retryAfterSeconds } = await resumeOpenings.hit(String(signedIn(c).id));
      if (!allowed) {
        // Spec 3 §7: a 429 on the resume carries detail.waiting_time (seconds).
        c.header("Retry-After", String(retryAfterSeconds));
        return c.json({ detail: { waiting_time: retryAfterSeconds } }, 429);
      }
      const download = c.req.query("download") === "1";
      const html = c.req.query("format") === "html";
      let document: Awaited<ReturnType<typeof candidateResume>>;
      try {
        document = await candidateResume(db, config, signedIn(c), id, html ? "html" : "file");
      } catch (error) {
        if (!(error instanceof BreezyError && error.status === 429)) throw error;
        // Breezy's own 429 (a Breezy candidate's CV): its wait goes to the drawer's countdown.
        const seconds = error.retryAfterSeconds ?? 10;
        c.header("Retry-After", String(seconds));
        return c.json({ detail: { waiting_time: seconds, source: "breezy", message: breezyWaitMessage(seconds) } }, 429);
      }
      // The document is the candidate's, not ours: nothing in it may run, even opened alone. A
      // Word CV (our HTML) is sandboxed; a PDF cannot be: Chrome refuses to start its viewer in
      // a sandboxed document. Its bytes are served only as the PDF they were checked to be
      // (nosniff), and the viewer runs PDF scripts apart from our origin (decision 0020).
      const policy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";
      c.header("Content-Security-Policy", "html" in document ? `sandbox; ${policy}` : policy);
      c.header("X-Frame-Options", "SAMEORIGIN");
      c.header("Cache-Control", "private, no-store");
      c.header("X-Content-Type-Options", "nosniff");
      if ("html" in document) {
        c.header("Content-Type", "text/html; charset=utf-8");
        return c.body(
          `<!doctype html><html lang="fr"><meta charset="utf-8"><title>${document.fileName.replace(/[<&]/g, "")}</title><body>${document.html}</body></html>`,
        );
      }
      c.header("Content-Type", document.mime);
      c.header("Content-Disposition", contentDisposition(download ? "attachment" : "inline", document.fileName));
      return c.body(new Uint8Array(document.bytes));
    });
}
