import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson } from "../../../tests/support/people";
import { agencies, applications, candidates, savedCandidateSearches, emails, jobSurveys, reports, tasks, users } from "../../db/schema";
import type { AdminHomeAnswer, HomeFigure } from "../../../common/admin-home";
import type { ListAnswer } from "../../../common/schemas/list";
import { adminHome } from "./admin-home.service";

let t: TestApp;
let sequence = 0;
const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

const home = (headers: Record<string, string>) => t.call<AdminHomeAnswer>("GET", "/api/admin/home", undefined, headers);

/** A staff member with a known address (the surveys assigned to them name it). */
async function staffMember(roles: Partial<{ isAdmin: boolean }> = {}) {
  const email = `recruteur-${process.pid}-${++sequence}@alto-recrutement.example`;
  return { email, person: await signedInPerson(t, { isStaff: true, ...roles }, email) };
}

/** A candidate who sent a CV `at`: an application to an offer or a drop into the pool. */
async function received(kind: "APPLICATION" | "CV_DROP", at: Date) {
  const [candidate] = await t.deps.db
    .insert(candidates)
    .values({ email: `candidat-${process.pid}-${++sequence}@exemple.fr`, name: `Candidat ${sequence}` })
    .returning({ id: candidates.id });
  await t.deps.db.insert(applications).values({
    candidateId: candidate!.id,
    kind,
    resumeKey: `cv-${sequence}.pdf`,
    resumeFileName: "cv.pdf",
    resumeMime: "application/pdf",
    resumeSize: 1000,
    consentAt: at,
    consentText: "J'accepte",
    createdAt: at,
  });
  return candidate!.id;
}

async function completedSurvey(values: { recruiterEmail: string; createdBy?: number; completedAt: Date }) {
  await t.deps.db.insert(jobSurveys).values({ ...values, candidateEmail: `sondé-${++sequence}@exemple.fr`, isCompleted: true });
}

/** What the figure's link lists: the screen's own search with the link's filters. */
async function listedBy(figure: HomeFigure, headers: Record<string, string>): Promise<number> {
  const url = new URL(figure.href, "http://localhost");
  const params = Object.fromEntries(url.searchParams);
  if (url.pathname === "/admin/jobs/candidat") {
    const body = { receivedSince: params.depuis, receivedKind: params.envoi };
    return (await t.call<ListAnswer<unknown>>("POST", "/api/jobs/search_candidates_magic", body, headers)).body.count;
  }
  if (url.pathname === "/admin/content/rapports") {
    const body = { hasError: params.hasError === "true", type: params.type };
    return (await t.call<ListAnswer<unknown>>("POST", "/api/content/report_search", body, headers)).body.count;
  }
  const answer = await t.call<ListAnswer<unknown>>("POST", `/api${url.pathname}/search`, params, headers);
  expect(answer.status).toBe(200);
  return answer.body.count;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/admin/home", () => {
  it("is for staff only: 401 for a visitor, 403 for a signed-in account without a staff role", async () => {
    const answer = await home({ "X-Forwarded-For": "192.0.2.1" });
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toBe("Authentification requise");
    expect((await home((await signedInPerson(t, {})).headers)).status).toBe(403);
  });

  it("gives a recruiter the last 7 days on a first visit: new applications and CVs, their surveys, their searches; each link lists those records", async () => {
    const me = await staffMember();
    const colleague = await staffMember();
    await received("APPLICATION", ago(HOUR));
    await received("APPLICATION", ago(2 * 24 * HOUR));
    await received("APPLICATION", ago(8 * 24 * HOUR));
    await received("CV_DROP", ago(3 * HOUR));
    await completedSurvey({ recruiterEmail: me.email, completedAt: ago(HOUR) });
    // Sent by me for a colleague: mine too on the home. A colleague's own, or an old one: not.
    await completedSurvey({ recruiterEmail: colleague.email, createdBy: me.person.id, completedAt: ago(HOUR) });
    await completedSurvey({ recruiterEmail: colleague.email, completedAt: ago(HOUR) });
    await completedSurvey({ recruiterEmail: me.email, completedAt: ago(9 * 24 * HOUR) });
    const [search] = await t.deps.db
      .insert(savedCandidateSearches)
      .values({ userId: me.person.id, label: "Soudeurs à Lyon", queries: { profile: "soudeur" } })
      .returning({ id: savedCandidateSearches.id });
    await t.deps.db.insert(savedCandidateSearches).values({ userId: colleague.person.id, label: "Pas la mienne", queries: {} });

    const { status, body } = await home(me.person.headers);
    expect(status).toBe(200);
    expect(body.firstVisit).toBe(true);
    expect(Date.now() - Date.parse(body.since)).toBeGreaterThanOrEqual(7 * 24 * HOUR);
    expect(Date.now() - Date.parse(body.since)).toBeLessThan(7 * 24 * HOUR + 2 * 60_000);
    expect([body.recruiter.applications.count, body.recruiter.cvDrops.count, body.recruiter.surveys.count]).toEqual([2, 1, 2]);
    expect(body.recruiter.cvDrops.href).toMatch(/^\/admin\/jobs\/candidat\?depuis=\d{4}-\d\d-\d\dT\d\d%3A\d\d&envoi=CV_DROP$/);
    expect(body.searches).toEqual([{ id: search!.id, label: "Soudeurs à Lyon", href: `/admin/jobs/candidat?recherche=${search!.id}` }]);
    expect(body.admin).toBeNull();
    for (const figure of Object.values(body.recruiter)) expect(await listedBy(figure, me.person.headers)).toBe(figure.count);
  });

  it("gives an admin every completed survey, failed e-mails and tasks, reports in error and content missing SEO fields; each link lists those records", async () => {
    const admin = await staffMember({ isAdmin: true });
    await completedSurvey({ recruiterEmail: "quelqu.un@alto-recrutement.example", completedAt: ago(HOUR) });
    const mail = { category: "contact-lead", toAddress: "cabinet@exemple.fr", subject: "Demande", textBody: "…" };
    await t.deps.db.insert(emails).values([
      { ...mail, status: "FAILED" },
      { ...mail, status: "SENT" },
    ]);
    // Failed for good, or waiting for its retry after a failure: both red on the tasks screen.
    await t.deps.db.insert(tasks).values([
      { name: "mail:send", status: "FAILED" },
      { name: "mail:send", lastError: "ECONNREFUSED" },
      { name: "mail:send", status: "DONE" },
    ]);
    const report = { contentType: "agency" as const, objectId: 1, label: "Agence de Lyon", url: "/nos-agences/lyon" };
    await t.deps.db.insert(reports).values([
      { ...report, type: "LINKS", hasError: true, errorCount: 2 },
      { ...report, type: "SEO", hasError: false },
    ]);
    const agency = { address: "1 rue de la Paix", phone: "0400000000", email: "agence@exemple.fr", placeId: "x" };
    await t.deps.db.insert(agencies).values([
      { ...agency, title: "Sans SEO", slug: `sans-seo-${sequence}`, seoTitle: "Titre", seoDescription: "  " },
      { ...agency, title: "Avec SEO", slug: `avec-seo-${sequence}`, seoTitle: "Titre", seoDescription: "Description" },
    ]);

    const { status, body } = await home(admin.person.headers);
    expect(status).toBe(200);
    // Everyone's: this one and the three of the recruiter's test completed within the week.
    expect(body.recruiter.surveys.count).toBe(4);
    expect(body.recruiter.surveys.href).not.toContain("sentOrAssigned");
    const figures = body.admin!;
    expect([figures.failedEmails.count, figures.failedTasks.count, figures.linkReports.count, figures.seoReports.count]).toEqual([1, 2, 1, 0]);
    expect(figures.failedEmails.href).toBe("/admin/mailer/email?status=FAILED");
    expect(figures.failedTasks.href).toBe("/admin/system/task?state=failure");
    expect(figures.seoReports.href).toBe("/admin/content/rapports?hasError=true&type=SEO");
    expect(figures.missingSeo).toEqual([{ label: "Agences", count: 1, href: "/admin/branding/agency?seoIncomplete=true" }]);
    for (const figure of [body.recruiter.surveys, figures.failedEmails, figures.failedTasks, figures.linkReports, figures.seoReports, ...figures.missingSeo])
      expect(await listedBy(figure, admin.person.headers), figure.href).toBe(figure.count);
  });
});

describe("«since your last visit»", () => {
  it("moves to the previous opening once the home is opened more than an hour later, and stays put within the hour", async () => {
    const { person, email } = await staffMember();
    const user = { id: person.id, email, firstName: null, lastName: null, isStaff: true, isAdmin: false, isSuperuser: false, authPicture: null };
    const at = (iso: string) => new Date(iso);
    expect((await adminHome(t.deps.db, user, at("2026-11-28T08:12:30Z"))).firstVisit).toBe(true);
    // 40 minutes later: the same visit, still a first one.
    expect((await adminHome(t.deps.db, user, at("2026-11-28T08:52:00Z"))).firstVisit).toBe(true);
    // Two hours later: a new visit, counting from the previous opening, to its minute.
    const next = await adminHome(t.deps.db, user, at("2026-11-28T10:52:00Z"));
    expect(next).toMatchObject({ firstVisit: false, since: "2026-11-28T08:52:00.000Z" });
    expect((await adminHome(t.deps.db, user, at("2026-11-28T11:30:00Z"))).since).toBe("2026-11-28T08:52:00.000Z");
    const [row] = await t.deps.db.select({ seen: users.homeSeenAt, visit: users.homeVisitAt }).from(users).where(eq(users.id, person.id));
    expect(row).toEqual({ seen: at("2026-11-28T08:52:00Z"), visit: at("2026-11-28T11:30:00Z") });
  });

  it("answers 400 with a French message for a «since» filter that is no date and time", async () => {
    const { person } = await staffMember();
    const cvtheque = await t.call("POST", "/api/jobs/search_candidates_magic", { receivedSince: "hier" }, person.headers);
    expect(cvtheque.status).toBe(400);
    expect(cvtheque.body.errors?.receivedSince).toBe("Date et heure attendues (AAAA-MM-JJTHH:MM, heure de Paris)");
    const surveys = await t.call("POST", "/api/admin/jobs/jobsurvey/search", { completedSince: "2026-13-45T99:99" }, person.headers);
    expect(surveys.status).toBe(400);
    expect(surveys.body.errors?.completedSince).toBe("Date et heure attendues (AAAA-MM-JJTHH:MM, heure de Paris)");
  });
});
