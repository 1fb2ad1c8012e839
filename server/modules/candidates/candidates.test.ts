import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { solveCaptcha } from "../../../tests/support/captcha";
import { dropCv } from "../../../tests/support/cv-drop";
import { signedInPerson, TEST_ORIGIN, type Person } from "../../../tests/support/people";
import { pdfBytes } from "../../../tests/support/resume-fixtures";
import { candidates, landRegistries, resumeDownloads, tasks } from "../../db/schema";
import { insertOffers } from "../offers/offers.service";
import { READ_RESUME_TASK } from "./read-resume";
import { readCandidateSearch, searchCandidates } from "./candidate-search";
import type { Db } from "../../db/client";
import { RESUME_OPENINGS_PER_MINUTE } from "./candidate-resume.api";
import fc from "fast-check";
import { hostileJson } from "../../../tests/support/hostile-values";
import {
  CANDIDATE_EDIT_MESSAGES,
  CANDIDATE_SEARCH_MESSAGES,
  type CandidateDetails,
  type OfferApplication,
  type CandidateListRow,
  type SavedCandidateSearch,
  searchTexts,
} from "../../../common/candidates";
import type { ListAnswer } from "../../../common/schemas/list";

const FIXTURES = join(import.meta.dirname, "../../../tests/fixtures/resumes");
const MIME = { pdf: "application/pdf", docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", doc: "application/msword" } as const;

let t: TestApp;
let dataDir: string;
let staff: Person, otherStaff: Person, plain: Person;
let offerId: number;
let lyonId: number, rhoneId: number;
let visitor = 0;

/** A CV sent like the dialogs send it: multipart, cookies accepted, captcha solved. */
async function sendCv(email: string, file: string, bytes?: Uint8Array) {
  const extension = file.split(".").pop() as keyof typeof MIME;
  const content = bytes ?? (await readFile(join(FIXTURES, file)));
  const response = await dropCv(t, email, { name: file, bytes: content, type: MIME[extension] }, `198.51.100.${++visitor}`);
  expect(response.status).toBe(200);
}

async function applyWithCv(email: string, file: string) {
  const form = new FormData();
  form.set("resume", new File([new Uint8Array(await readFile(join(FIXTURES, file)))], file, { type: "application/pdf" }));
  const query = new URLSearchParams({ positionId: String(offerId), email, rgpd: "true", captchaId: await solveCaptcha(t) });
  const response = await t.app.request(`/api/jobs/position/apply?${query}`, {
    method: "POST",
    body: form,
    headers: { "X-Cookie-Consent": "true", "X-Forwarded-For": `198.51.100.${++visitor}` },
  });
  expect(response.status).toBe(200);
}

const readQueuedCvs = () => t.runTasks();
const candidateByEmail = async (email: string) => (await t.deps.db.select().from(candidates).where(eq(candidates.email, email)))[0]!;
const search = (body: Record<string, unknown>, who: Person | null = staff) =>
  t.call<ListAnswer<CandidateListRow>>("POST", "/api/jobs/search_candidates_magic", body, who?.headers ?? { Origin: TEST_ORIGIN });
const names = (answer: { body: ListAnswer<CandidateListRow> }) => answer.body.rows.map((r) => r.name);

/** A candidate as the CV reading would leave it, written directly: the search's fixture set. */
async function candidate(values: Partial<typeof candidates.$inferInsert> & { email: string; communeCode?: string }) {
  const { communeCode, ...rest } = values;
  const [commune] = communeCode
    ? await t.deps.db
        .select()
        .from(landRegistries)
        .where(and(eq(landRegistries.level, 3), eq(landRegistries.code, communeCode)))
    : [];
  await t.deps.db.insert(candidates).values({
    validatedAt: new Date(),
    ...rest,
    ...searchTexts(rest.workHistory ?? [], rest.education ?? []),
    ...(commune && { landRegistryId: commune.id, latitude: commune.latitude, longitude: commune.longitude, zipcode: commune.zipcode }),
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "candidates-"));
  t = await createTestApp({ env: { TRUST_PROXY: "true", DATA_DIR: dataDir }, communes: true });
  [lyonId, rhoneId] = await Promise.all(
    [
      [3, "69123"],
      [2, "69"],
    ].map(
      async ([level, code]) =>
        (
          await t.deps.db
            .select()
            .from(landRegistries)
            .where(and(eq(landRegistries.level, Number(level)), eq(landRegistries.code, String(code))))
        )[0]!.id,
    ),
  );
  [offerId] = await insertOffers(t.deps.db, [
    { name: "Assistant de direction H/F", description: "<p>Direction générale à Lyon.</p>", city: "Lyon", departmentCode: "69" },
  ]);
  staff = await signedInPerson(t, { isStaff: true });
  otherStaff = await signedInPerson(t, { isStaff: true });
  plain = await signedInPerson(t, {});

  const at = (year: number, month?: number) => ({ year, ...(month && { month }) });
  await candidate({
    email: "ines.moreau@example.org",
    name: "Inès Moreau",
    header: "Secrétaire médicale",
    resumeText: "Secrétariat médical, accueil des patients, Doctolib.",
    workHistory: [{ title: "Secrétaire médicale", companyName: "Clinique Saint-Joseph", startDate: at(2018), endDate: null, summary: "" }],
    education: [{ degree: "BTS SP3S", schoolName: "Lycée Jean Moulin", startYear: 2016, endYear: 2018 }],
    communeCode: "69266", // Villeurbanne, next to Lyon
  });
  await candidate({
    email: "paul.girard@example.org",
    name: "Paul Girard",
    header: "Comptable",
    phoneNumber: "0478000000",
    resumeText: "Comptabilité fournisseurs sous SAP, clients du BTP. Remplacement ponctuel de la secrétaire.",
    workHistory: [{ title: "Comptable", companyName: "Transports Berthier", startDate: at(2015, 3), endDate: null, summary: "Saisie, rapprochements, SAP." }],
    communeCode: "13055", // Marseille
  });
  await candidate({
    email: "lea.fontaine@example.org",
    name: "Léa Fontaine",
    header: "Infirmière",
    resumeText: "Soins en service de médecine, diplôme d'État.",
    education: [
      { degree: "Diplôme d'État d'infirmier", schoolName: "IFSI de Lyon", startYear: 2017, endYear: 2020 },
      { degree: "Formation SAP utilisateurs", schoolName: "", startYear: null, endYear: 2021 },
    ],
    validatedAt: new Date("2024-01-01"),
  });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("reading the CVs received", () => {
  it("reads an applied-with PDF into text, contact details, commune, work history and education, the header from the offer", async () => {
    await applyWithCv("camille.durand@example.org", "cv.pdf");
    expect((await candidateByEmail("camille.durand@example.org")).resumeStatus).toBe("PENDING");
    expect(await readQueuedCvs()).toMatchObject({ done: 1, failed: 0 });
    const row = await candidateByEmail("camille.durand@example.org");
    expect(row).toMatchObject({
      resumeStatus: "EXTRACTED",
      name: "Camille Durand",
      header: "Assistant de direction H/F",
      phoneNumber: "0612345678",
      address: "12 rue des Lilas, 69003 Lyon",
      zipcode: "69003",
      landRegistryId: lyonId,
    });
    expect(row.latitude).toBeCloseTo(45.76, 1);
    expect(row.workHistory.map((w) => [w.title, w.companyName, w.startDate, w.endDate])).toEqual([
      ["Assistante de direction", "Transports Berthier", { year: 2019, month: 9 }, null],
      ["Secrétaire médicale", "Clinique du Parc", { year: 2015, month: 3 }, { year: 2019, month: 8 }],
    ]);
    // The degree apart from its subject (issue 46); a series code stays with its degree.
    expect(row.education.map((e) => [e.degree, e.field ?? "", e.schoolName, e.startYear, e.endYear])).toEqual([
      ["BTS", "Support à l'action managériale", "Lycée Ampère", 2014, 2015],
      ["Baccalauréat STMG", "", "Lycée Saint-Exupéry", null, 2012],
    ]);
    expect(row.resumeText).toContain("Pack Office, SAP");
  });

  it("reads a DOCX and a Word 97 CV the same way; the header of a CV drop comes from the CV", async () => {
    await sendCv("camille.docx@example.org", "cv.docx");
    await sendCv("camille.doc@example.org", "cv.doc");
    expect(await readQueuedCvs()).toMatchObject({ done: 2, failed: 0 });
    for (const email of ["camille.docx@example.org", "camille.doc@example.org"]) {
      const row = await candidateByEmail(email);
      expect(row).toMatchObject({ resumeStatus: "EXTRACTED", name: "Camille Durand", header: "Assistante de direction bilingue", zipcode: "69003" });
      expect(row.workHistory).toHaveLength(2);
      expect(row.education).toHaveLength(2);
    }
  });

  it("flags a scan as «CV sans texte» and an unreadable file as failed, without retrying either", async () => {
    await sendCv("scan@example.org", "cv-scanne.pdf");
    await sendCv("casse@example.org", "casse.pdf", pdfBytes());
    expect(await readQueuedCvs()).toMatchObject({ done: 2, failed: 0, retried: 0 });
    expect(await candidateByEmail("scan@example.org")).toMatchObject({ resumeStatus: "NO_TEXT", resumeText: null });
    const broken = await candidateByEmail("casse@example.org");
    expect(broken.resumeStatus).toBe("FAILED");
    expect(broken.resumeError).toMatch(/^\w+/);
    const pending = await t.deps.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.name, READ_RESUME_TASK), eq(tasks.status, "PENDING")));
    expect(pending[0]!.n).toBe(0);
  });
});

describe("POST /api/jobs/search_candidates_magic: what each criterion reads", () => {
  it("ranks a profile in the header above the same word in a CV, and reads feminine titles as masculine", async () => {
    const found = await search({ profile: "secrétaire" });
    expect(found.status).toBe(200);
    expect(names(found).slice(0, 2)).toEqual(["Inès Moreau", expect.any(String)]);
    expect(names(found)).toContain("Paul Girard");
    expect(names(found).indexOf("Inès Moreau")).toBeLessThan(names(found).indexOf("Paul Girard"));
    expect(found.body.rows[0]!.score).toBe(found.body.rows[0]!.maxScore);
    expect(found.body.rows.at(-1)!.score).toBeLessThan(found.body.rows[0]!.maxScore);
    expect(found.body.count).toBe(found.body.rows.length);
    const [{ n }] = await t.deps.db.select({ n: count() }).from(candidates);
    expect(found.body.total).toBe(n);

    expect(names(await search({ profile: "infirmier" }))).toEqual(["Léa Fontaine"]);
  });

  it("searches what was just written, whoever wrote it, and forgets a deleted candidate at once (total included)", async () => {
    const before = (await search({ contact: "Zéphyrin" })).body;
    expect(before.count).toBe(0);
    await candidate({ email: "zephyrin.test@example.org", name: "Zéphyrin Aubépine", header: "Grutier" });
    const found = (await search({ contact: "zephyrin aubepine" })).body;
    expect(found.rows.map((r) => r.name)).toEqual(["Zéphyrin Aubépine"]);
    expect(found.total).toBe(before.total + 1);

    await t.deps.db.update(candidates).set({ header: "Chef de chantier" }).where(eq(candidates.email, "zephyrin.test@example.org"));
    expect(names(await search({ profile: "chef de chantier", contact: "Zéphyrin" }))).toEqual(["Zéphyrin Aubépine"]);
    expect((await search({ profile: "grutier", contact: "Zéphyrin" })).body.count).toBe(0);

    await t.deps.db.delete(candidates).where(eq(candidates.email, "zephyrin.test@example.org"));
    const after = (await search({ contact: "Zéphyrin" })).body;
    expect(after.count).toBe(0);
    expect(after.total).toBe(before.total);
  });

  it("reads «Experience» in the jobs and the CV, «Formation» in the degrees and the CV", async () => {
    // SAP is in Paul's jobs and in Léa's degrees: «Experience» finds Paul only, «Formation» Léa only.
    expect(names(await search({ skills: "SAP" }))).toEqual(expect.arrayContaining(["Paul Girard"]));
    expect(names(await search({ skills: "SAP" }))).not.toContain("Léa Fontaine");
    // Léa's degree (C) ranks above Paul's CV (D).
    const education = names(await search({ education: "SAP" }));
    expect(education[0]).toBe("Léa Fontaine");
    expect(education).toContain("Paul Girard");
    expect(names(await search({ education: "BTS SP3S" }))).toEqual(["Inès Moreau"]);
    // An acronym typed in capitals is a whole word: «BTS» (stem «bt») is not the start of Paul's «BTP».
    const bts = names(await search({ education: "BTS" }));
    expect(bts).toContain("Inès Moreau");
    expect(bts).not.toContain("Paul Girard");
  });

  it("reads each filter's labels only, each word anywhere in them, through the index of those labels (migration 0029)", async () => {
    // SP3S is in Inès's degree (C) only: «Formation» finds it, «Profil» and «Experience» do not.
    expect(names(await search({ education: "sp3s" }))).toEqual(["Inès Moreau"]);
    expect((await search({ profile: "sp3s" })).body.count).toBe(0);
    expect((await search({ skills: "sp3s" })).body.count).toBe(0);
    // The words of one filter may sit in different labels: the degree (C) and the CV (D).
    expect(names(await search({ education: "sp3s secretariat" }))).toEqual(["Inès Moreau"]);
    expect((await search({ profile: "secretaire sp3s" })).body.count).toBe(0);
    // Léa is an «infirmière» in her header (A) and her degree (C): not an «Experience».
    expect(names(await search({ skills: "infirmier" }))).not.toContain("Léa Fontaine");
    expect(names(await search({ profile: "infirmier" }))).toEqual(["Léa Fontaine"]);

    // Each filter is answered by its own index, queried without labels (no row checked again):
    // the search's SQL, planned without sequential or plain index scans, reads the index by name.
    const queries: SQL[] = [];
    const capturing = <T extends Pick<Db, "execute" | "transaction">>(db: T): T =>
      new Proxy(db, {
        get: (target, key) =>
          key === "execute"
            ? (query: SQL) => (queries.push(query), target.execute(query))
            : key === "transaction"
              ? (run: (tx: T) => Promise<unknown>) => target.transaction((tx) => run(capturing(tx as unknown as T)))
              : Reflect.get(target, key),
      });
    const db = capturing(t.deps.db);
    for (const [field, index] of [
      ["profile", "candidate_search_profile"],
      ["skills", "candidate_search_skills"],
      ["education", "candidate_search_education"],
    ] as const) {
      await searchCandidates(db, readCandidateSearch({ [field]: "secretariat" }));
      const plan = await t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        const { rows } = (await tx.execute(sql`EXPLAIN ${queries.at(-1)!}`)) as unknown as { rows: { "QUERY PLAN": string }[] };
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    }
  });
});

describe("POST /api/jobs/search_candidates_magic: misspelt words, place, sort, refusals and the rows", () => {
  it("finds «Qui» by a misspelt name, a part of the e-mail or the phone digits, and «A travaillé chez» by a misspelt company", async () => {
    expect(names(await search({ contact: "Ines Moreo" }))).toEqual(["Inès Moreau"]);
    expect(names(await search({ contact: "paul.gir" }))).toEqual(["Paul Girard"]);
    expect(names(await search({ contact: "04 78 00" }))).toEqual(["Paul Girard"]);
    expect(names(await search({ company: "Bertier" }))).toEqual(expect.arrayContaining(["Paul Girard", "Camille Durand"]));
    expect(names(await search({ company: "Clinique Saint Joseph" }))).toEqual(["Inès Moreau"]);
  });

  it("narrows by a department, and by a distance around a commune, giving each row its distance", async () => {
    const inRhone = await search({ landRegistry: rhoneId });
    expect(names(inRhone)).toContain("Inès Moreau");
    expect(names(inRhone)).not.toContain("Paul Girard");
    const near = await search({ landRegistry: lyonId, distance: 30 });
    expect(names(near)).toEqual(expect.arrayContaining(["Inès Moreau", "Camille Durand"]));
    expect(names(near)).not.toContain("Paul Girard");
    expect(near.body.rows.find((r) => r.name === "Inès Moreau")!.distanceKm).toBeLessThan(10);
    expect(names(await search({ landRegistry: lyonId, distance: 200 }))).not.toContain("Paul Girard");
  });

  it("sorts by the requested keys, pages by limit, and answers the same through GET", async () => {
    const byName = await search({ sort: "name", limit: 3 });
    expect(names(byName)).toEqual(["Camille Durand", "Camille Durand", "Camille Durand"]);
    // By last name (French order, candidate-sort.test.ts): Moreau, Girard, Fontaine, Durand.
    const byNameDown = await search({ sort: "-name", limit: 2 });
    expect(names(byNameDown)).toEqual(["Inès Moreau", "Paul Girard"]);
    const second = await search({ sort: "-name", limit: 1, page: 2 });
    expect(names(second)).toEqual(["Paul Girard"]);
    const oldest = await search({ sort: "validatedAt", limit: 1 });
    expect(names(oldest)).toEqual(["Léa Fontaine"]);

    const viaGet = await t.call<ListAnswer<CandidateListRow>>(
      "GET",
      `/api/jobs/search_candidates?profile=secr%C3%A9taire&sort=-score`,
      undefined,
      staff.headers,
    );
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.rows.map((r) => r.id)).toEqual((await search({ profile: "secrétaire", sort: "-score" })).body.rows.map((r) => r.id));
  });

  it("refuses a bad sort, a distance without a place, an unknown place and a distance over 200 km, in French", async () => {
    expect((await search({ sort: "salaire" })).body.errors?.sort).toBe(CANDIDATE_SEARCH_MESSAGES.sort);
    const noPlace = await search({ distance: 30 });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body.errors?.distance).toBe(CANDIDATE_SEARCH_MESSAGES.distanceWithoutPlace);
    expect((await search({ landRegistry: 999999 })).body.errors?.landRegistry).toBe(CANDIDATE_SEARCH_MESSAGES.place);
    expect((await search({ landRegistry: lyonId, distance: 201 })).body.errors?.distance).toBe(CANDIDATE_SEARCH_MESSAGES.distance);
    expect((await search({ profile: "a".repeat(201) })).status).toBe(400);
    expect((await search({ profile: "x\u0000" })).status).toBe(400);
  });

  it("gives each row what the list shows: the avatar, the commune and the offer applied to", async () => {
    const row = (await search({ contact: "camille.durand@" })).body.rows.find((r) => r.email === "camille.durand@example.org");
    expect(row).toMatchObject({
      name: "Camille Durand",
      place: { label: "Lyon", zipcode: expect.any(String) },
      offer: { id: offerId, name: "Assistant de direction H/F", city: "Lyon", isPool: false, country: "France" },
      resumeStatus: "EXTRACTED",
    });
    expect(row!.avatarUrl).toMatch(/^\/api\/jobs\/avatars\/[0-9a-f]{64}\.svg$/);
    const avatar = await t.app.request(row!.avatarUrl);
    expect(avatar.headers.get("content-type")).toBe("image/svg+xml");
    expect(await avatar.text()).toContain("<svg");
  });
});

describe("the candidate's drawer", () => {
  it("gives the details, the applications and the notes, and keeps a note with its author", async () => {
    const { id } = await candidateByEmail("camille.durand@example.org");
    const details = await t.call<CandidateDetails>("GET", `/api/jobs/candidates/${id}/details`, undefined, staff.headers);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      name: "Camille Durand",
      email: "camille.durand@example.org",
      resumeUrl: `/api/jobs/candidates/${id}/resume`,
      resumeFileName: "cv.pdf",
      landRegistry: { id: lyonId, label: "Lyon" },
      position: { id: offerId, name: "Assistant de direction H/F", description: "<p>Direction générale à Lyon.</p>" },
      applications: [{ kind: "APPLICATION", offer: { id: offerId } }],
      notes: [],
    });
    expect(details.body.location?.latitude).toBeCloseTo(45.76, 1);

    const noted = await t.call<CandidateDetails["notes"]>("POST", `/api/jobs/candidates/${id}/notes`, { text: "Disponible en janvier." }, staff.headers);
    expect(noted.status).toBe(200);
    expect(noted.body).toEqual([expect.objectContaining({ text: "Disponible en janvier.", author: expect.stringContaining("@cabinet.test") })]);
    expect((await t.call("POST", `/api/jobs/candidates/${id}/notes`, { text: " " }, staff.headers)).status).toBe(400);
    expect((await t.call("GET", `/api/jobs/candidates/999999/details`, undefined, staff.headers)).status).toBe(404);
  });

  it("serves the CV to staff only, inline in a sandbox or as a download, a Word CV as HTML, and logs each access", async () => {
    const { id } = await candidateByEmail("camille.durand@example.org");
    const before = (await t.deps.db.select({ n: count() }).from(resumeDownloads).where(eq(resumeDownloads.candidateId, id)))[0]!.n;
    const inline = await t.app.request(`/api/jobs/candidates/${id}/resume`, { headers: staff.headers });
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="cv.pdf"/);
    // Chrome's PDF viewer does not start in a sandboxed document; the Word CV's HTML is sandboxed.
    expect(inline.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'");
    expect(
      Buffer.from(await inline.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const download = await t.app.request(`/api/jobs/candidates/${id}/resume?download=1`, { headers: staff.headers });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);

    const word = await candidateByEmail("camille.docx@example.org");
    const html = await t.app.request(`/api/jobs/candidates/${word.id}/resume?format=html`, { headers: staff.headers });
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(await html.text()).toContain("Camille Durand");

    const after = (await t.deps.db.select({ n: count() }).from(resumeDownloads).where(eq(resumeDownloads.candidateId, id)))[0]!.n;
    expect(after - before).toBe(2);
    expect((await t.app.request(`/api/jobs/candidates/${id}/resume`, { headers: plain.headers })).status).toBe(403);
    expect((await t.app.request(`/api/jobs/candidates/${id}/resume`)).status).toBe(401);
  });

  it("lets one staff member open 30 CVs a minute, then answers 429 with the seconds to wait; the others are not held", async () => {
    const { id } = await candidateByEmail("camille.durand@example.org");
    const open = (who: Person) => t.app.request(`/api/jobs/candidates/${id}/resume`, { headers: who.headers });
    const statuses: number[] = [];
    // otherStaff has opened none yet: exactly RESUME_OPENINGS_PER_MINUTE pass.
    for (let i = 0; i <= RESUME_OPENINGS_PER_MINUTE; i++) statuses.push((await open(otherStaff)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RESUME_OPENINGS_PER_MINUTE);
    const held = await open(otherStaff);
    expect(held.status).toBe(429);
    const waiting = ((await held.json()) as { detail: { waiting_time: number } }).detail.waiting_time;
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThanOrEqual(60);
    expect(held.headers.get("retry-after")).toBe(String(waiting));
    expect((await open(staff)).status).toBe(200);
  });
});

describe("staff corrections", () => {
  it("saves edited lists and contact details, which the search reads at once and a new CV no longer replaces", async () => {
    const { id } = await candidateByEmail("camille.doc@example.org");
    const workHistory = [
      { title: "Office manager", companyName: "Brasserie Quintal", startDate: { year: 2021, month: 2 }, endDate: null, summary: "Gestion des achats." },
    ];
    const saved = await t.call<CandidateDetails>(
      "POST",
      `/api/jobs/candidates/${id}/save`,
      { header: "Office manager", phoneNumber: "06 99 88 77 66", zipcode: "13001", workHistory },
      staff.headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      header: "Office manager",
      phoneNumber: "0699887766",
      zipcode: "13001",
      workHistory,
      landRegistry: { label: "Marseille" },
    });
    expect(saved.body.education).toHaveLength(2);
    expect(names(await search({ company: "Quintal" }))).toEqual(["Camille Durand"]);

    // The same CV sent again: the corrected lists stay.
    await sendCv("camille.doc@example.org", "cv.doc");
    await readQueuedCvs();
    expect((await candidateByEmail("camille.doc@example.org")).workHistory).toEqual(workHistory);

    const bad = await t.call(
      "POST",
      `/api/jobs/candidates/${id}/save`,
      { zipcode: "130", phoneNumber: "12", workHistory: [{ title: "x".repeat(201) }] },
      staff.headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ zipcode: CANDIDATE_EDIT_MESSAGES.zipcode, phoneNumber: CANDIDATE_EDIT_MESSAGES.phone });
  });

  it("lists an offer's applications with their candidates", async () => {
    const { id } = await candidateByEmail("camille.durand@example.org");
    const answer = await t.call<{ rows: OfferApplication[] }>("GET", `/api/jobs/positions/${offerId}/applications`, undefined, staff.headers);
    expect(answer.body.rows).toEqual([
      expect.objectContaining({ kind: "APPLICATION", candidate: { id, name: "Camille Durand", email: "camille.durand@example.org" } }),
    ]);
  });

  it("answers hostile criteria and bodies with a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostileJson, async (body) => {
        for (const path of [
          "/api/jobs/search_candidates_magic",
          "/api/jobs/save_candidate_search",
          `/api/jobs/candidates/1/save`,
          `/api/jobs/candidates/1/notes`,
        ]) {
          const answer = await t.call("POST", path, JSON.stringify(body) ?? "null", staff.headers);
          if (answer.status >= 500) return false;
        }
        return true;
      }),
      { numRuns: 40, seed: 20261125 },
    );
  });
});

describe("saved searches", () => {
  it("saves, lists, reopens, renames and deletes a search, for its owner only", async () => {
    const saved = await t.call<SavedCandidateSearch>(
      "POST",
      "/api/jobs/save_candidate_search",
      { label: "Secrétaires à Lyon", queries: { profile: "secrétaire", landRegistry: lyonId, distance: 30 } },
      staff.headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ label: "Secrétaires à Lyon", queries: { profile: "secrétaire", landRegistry: lyonId, distance: 30 } });
    const { id } = saved.body;

    const mine = await t.call<{ rows: SavedCandidateSearch[] }>("GET", "/api/jobs/search_user_candidate_search", undefined, staff.headers);
    expect(mine.body.rows.map((r) => r.id)).toEqual([id]);
    expect((await t.call<{ rows: SavedCandidateSearch[] }>("GET", "/api/jobs/search_user_candidate_search", undefined, otherStaff.headers)).body.rows).toEqual(
      [],
    );
    expect((await t.call<SavedCandidateSearch>("GET", `/api/jobs/get_candidate_search_details/${id}`, undefined, staff.headers)).body.label).toBe(
      "Secrétaires à Lyon",
    );
    expect((await t.call("GET", `/api/jobs/get_candidate_search_details/${id}`, undefined, otherStaff.headers)).status).toBe(404);

    const renamed = await t.call<SavedCandidateSearch>(
      "POST",
      "/api/jobs/save_candidate_search",
      { searchId: id, label: "Secrétariat", queries: { profile: "secrétaire" } },
      staff.headers,
    );
    expect(renamed.body).toMatchObject({ id, label: "Secrétariat" });
    expect((await t.call("POST", "/api/jobs/save_candidate_search", { label: "", queries: {} }, staff.headers)).body.errors?.label).toBe(
      CANDIDATE_SEARCH_MESSAGES.label,
    );

    expect((await t.call("DELETE", `/api/jobs/search/${id}/delete`, undefined, otherStaff.headers)).status).toBe(404);
    expect((await t.call("DELETE", `/api/jobs/search/${id}/delete`, undefined, staff.headers)).status).toBe(200);
    expect((await t.call("GET", `/api/jobs/get_candidate_search_details/${id}`, undefined, staff.headers)).status).toBe(404);
  });
});
