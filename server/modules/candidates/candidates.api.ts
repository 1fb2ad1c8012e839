import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/errors";
import { contentDisposition, idParam, jsonBody } from "../../lib/http";
import { refuseNulCharacters } from "../../lib/nul-characters";
import { createRateLimiter } from "../../lib/rate-limit";
import { currentUser, requireRole } from "../account/auth.middleware";
import { identiconSvg } from "./avatar";
import { rereadCandidateResume, rereadWaitMessage } from "./read-resume";
import { BreezyError } from "../breezy/breezy-api";
import { breezyWaitMessage } from "../breezy/breezy.service";
import { readCandidateSearch, searchCandidates } from "./candidate-search";
import { exportCandidates } from "./candidates-export";
import { csvAttachment } from "../../lib/csv";
import {
  addCandidateNote,
  candidateDetails,
  candidateResume,
  deleteCandidateSearch,
  offerApplications,
  saveCandidate,
  saveCandidateSearch,
  savedCandidateSearch,
  userCandidateSearches,
} from "./candidates.service";

const signedIn = (c: Context) => currentUser(c)!;

/** CVs one staff member may open (or download) per minute, on each instance. */
export const RESUME_OPENINGS_PER_MINUTE = 30;

/**
 * The CVthèque's calls (spec 3 §7, candidates), mounted under /api/jobs; every one is
 * staff-only, checked before the body or the id is read. The avatar is the exception: it
 * draws a picture from a hash and reads nothing.
 */
export function candidatesApi({ db, config, throttleWindows }: AppDeps) {
  const staff = requireRole("staff");
  /**
   * Spec 3 §7: search_candidates_magic (POST), search_candidates (GET, the same parameters in the
   * query string) and the admin search POST search_candidates: one search, one answer.
   */
  const candidateSearchHandler = async (c: Context) => {
    const criteria = c.req.method === "GET" ? c.req.query() : await jsonBody(c);
    refuseNulCharacters(criteria);
    return c.json(await searchCandidates(db, readCandidateSearch(criteria)));
  };
  // The search on screen as a CSV (issue 49), logged in list_exports.
  const exportHandler = async (c: Context) => csvAttachment(c, await exportCandidates(db, signedIn(c), await jsonBody(c)));
  // A recruiter opens a few CVs a minute; a stolen staff session draining the CVthèque opens
  // hundreds. Past the allowance the drawer counts down the seconds and tries again.
  const resumeOpenings = createRateLimiter(throttleWindows, "resume-openings", { limit: RESUME_OPENINGS_PER_MINUTE, windowMs: 60_000 });
  return new Hono()
    .post("/search_candidates_magic", staff, candidateSearchHandler)
    .post("/search_candidates", staff, candidateSearchHandler)
    .get("/search_candidates", staff, candidateSearchHandler)
    .post("/export_candidates", staff, exportHandler)
    .get("/candidates/:id/details", staff, async (c) => c.json(await candidateDetails(db, idParam(c.req.param("id")))))
    .post("/candidates/:id/save", staff, async (c) => {
      const id = idParam(c.req.param("id"));
      const body = await jsonBody(c);
      refuseNulCharacters(body);
      return c.json(await saveCandidate(db, signedIn(c), id, body));
    })
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
    .post("/candidates/:id/notes", staff, async (c) => {
      const id = idParam(c.req.param("id"));
      const body = await jsonBody(c);
      refuseNulCharacters(body);
      return c.json(await addCandidateNote(db, signedIn(c), id, body));
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
    })
    .get("/positions/:id/applications", staff, async (c) => c.json(await offerApplications(db, idParam(c.req.param("id")))))
    .post("/save_candidate_search", staff, async (c) => {
      const body = await jsonBody(c);
      refuseNulCharacters(body);
      return c.json(await saveCandidateSearch(db, signedIn(c), body));
    })
    .get("/get_candidate_search_details/:id", staff, async (c) => c.json(await savedCandidateSearch(db, signedIn(c), idParam(c.req.param("id")))))
    .delete("/search/:id/delete", staff, async (c) => c.json(await deleteCandidateSearch(db, signedIn(c), idParam(c.req.param("id")))))
    .get("/search_user_candidate_search", staff, async (c) => c.json(await userCandidateSearches(db, signedIn(c))))
    .get("/avatars/:file", (c) => {
      const hash = /^([0-9a-f]{64})\.svg$/.exec(c.req.param("file"))?.[1];
      if (!hash) throw new HttpError(404, "Image introuvable");
      c.header("Content-Type", "image/svg+xml");
      c.header("Cache-Control", "public, max-age=31536000, immutable");
      return c.body(identiconSvg(hash));
    });
}
