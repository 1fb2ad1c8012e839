import { Hono, type Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { HttpError } from "../../lib/errors";
import { idParam, jsonBody } from "../../lib/http";
import { refuseNulCharacters } from "../../lib/nul-characters";
import { currentUser, requireRole } from "../account/auth.middleware";
import { identiconSvg } from "./avatar";
import { candidateResumeApi } from "./candidate-resume.api";
import { readCandidateSearch, searchCandidates } from "./candidate-search";
import { exportCandidates } from "./candidates-export";
import { csvAttachment } from "../../lib/csv";
import {
  addCandidateNote,
  candidateDetails,
  deleteCandidateSearch,
  offerApplications,
  saveCandidate,
  saveCandidateSearch,
  savedCandidateSearch,
  userCandidateSearches,
} from "./candidates.service";

const signedIn = (c: Context) => currentUser(c)!;

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
    .route("/", candidateResumeApi({ db, config, throttleWindows }))
    .post("/candidates/:id/notes", staff, async (c) => {
      const id = idParam(c.req.param("id"));
      const body = await jsonBody(c);
      refuseNulCharacters(body);
      return c.json(await addCandidateNote(db, signedIn(c), id, body));
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
