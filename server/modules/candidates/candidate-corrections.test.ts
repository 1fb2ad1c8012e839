import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { dropCv } from "../../../tests/support/cv-drop";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { candidates } from "../../db/schema";
import { DOCUMENT_FAILURES } from "../../lib/document-worker";
import {
  CANDIDATE_EDIT_MESSAGES,
  CORRECTABLE_FIELDS,
  RESUME_STATUS_LABELS,
  type CandidateDetails,
  type CandidateListRow,
  type CandidateRereading,
} from "../../../common/candidates";
import type { ListAnswer } from "../../../common/schemas/list";
import { startFakeBreezy } from "../../../tests/support/fake-breezy";
import { createBreezyClient, type BreezyCandidate } from "../breezy/breezy-api";
import { syncBreezy } from "../breezy/breezy.sync";

const FIXTURES = join(import.meta.dirname, "../../../tests/fixtures/resumes");
const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

let t: TestApp;
let dataDir: string;
let staff: Person, plain: Person;
let visitor = 0;

/** A CV dropped as the public dialog sends it, then read by the background task. */
async function droppedAndRead(email: string, file = "cv.pdf", type = PDF, bytes?: Uint8Array): Promise<number> {
  const response = await dropCv(t, email, { name: file, bytes: bytes ?? (await readFile(join(FIXTURES, file))), type }, `192.0.2.${++visitor}`);
  expect(response.status).toBe(200);
  await t.runTasks();
  return (await row(email)).id;
}

const row = async (email: string) => (await t.deps.db.select().from(candidates).where(eq(candidates.email, email)))[0]!;
const byId = async (id: number) => (await t.deps.db.select().from(candidates).where(eq(candidates.id, id)))[0]!;
const save = (id: number, body: unknown, who = staff) => t.call<CandidateDetails>("POST", `/api/jobs/candidates/${id}/save`, body, who.headers);
const reread = (id: number, who = staff) => t.call<CandidateRereading>("POST", `/api/jobs/candidates/${id}/reread`, undefined, who.headers);
const search = (body: Record<string, unknown>) => t.call<ListAnswer<CandidateListRow>>("POST", "/api/jobs/search_candidates_magic", body, staff.headers);

/** The fixture DOCX with its document part broken (a reserved deflate block type). */
async function corruptDocx(): Promise<Uint8Array> {
  const bytes = Buffer.from(await readFile(join(FIXTURES, "cv.docx")));
  const header = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), bytes.indexOf("word/document.xml") - 30);
  bytes[header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28)] = 0x07;
  return bytes;
}

const JOB = {
  title: "Office manager",
  companyName: "Brasserie Quintal",
  place: "Marseille",
  startDate: { year: 2021, month: 2 },
  endDate: null,
  summary: "Achats et accueil.",
};
const DEGREE = { degree: "BTS", field: "Support à l'action managériale", schoolName: "Lycée Ampère", startYear: 2014, endYear: 2016 };
const EVERY_FIELD = {
  name: "Camille Durand-Vidal",
  email: "Camille.Vidal@Exemple.fr ",
  phoneNumber: "+33 6 11 22 33 44",
  header: "Office manager",
  street: "3 quai du Port",
  zipcode: "13002",
  town: "Marseille",
  workHistory: [JOB],
  education: [DEGREE],
  skills: ["Excel", "Accueil", "excel", ""],
  languages: ["Anglais (courant)"],
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "candidate-corrections-"));
  t = await createTestApp({ env: { TRUST_PROXY: "true", DATA_DIR: dataDir }, communes: true });
  staff = await signedInPerson(t, { isStaff: true });
  plain = await signedInPerson(t, {});
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("staff correct every field of a candidate (issue 46): saving", () => {
  it("saves every field, marks each as corrected, and the search reads them at once", async () => {
    const id = await droppedAndRead("every.field@example.org");
    const saved = await save(id, EVERY_FIELD);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: "Camille Durand-Vidal",
      email: "camille.vidal@exemple.fr",
      phoneNumber: "+33611223344",
      header: "Office manager",
      address: "3 quai du Port, 13002 Marseille",
      zipcode: "13002",
      landRegistry: { label: "Marseille" },
      workHistory: [JOB],
      education: [DEGREE],
      skills: ["Excel", "Accueil"],
      languages: ["Anglais (courant)"],
    });
    expect(saved.body.location?.latitude).toBeCloseTo(43.3, 0);
    expect([...saved.body.editedFields].sort()).toEqual([...CORRECTABLE_FIELDS].sort());
    const names = async (criteria: Record<string, unknown>) => (await search(criteria)).body.rows.map((r) => r.name);
    expect(await names({ company: "Quintal" })).toEqual(["Camille Durand-Vidal"]);
    expect(await names({ contact: "camille.vidal@exemple.fr" })).toEqual(["Camille Durand-Vidal"]);
    expect(await names({ contact: "every.field@example.org" })).toEqual([]);
  });

  it("marks only what changed, and a blank emptied field is stored as none", async () => {
    const id = await droppedAndRead("only.changed@example.org");
    const before = await byId(id);
    const saved = await save(id, { name: before.name, header: "", phoneNumber: before.phoneNumber, skills: ["Word"] });
    expect(saved.status).toBe(200);
    expect(saved.body.header).toBeNull();
    expect([...saved.body.editedFields].sort()).toEqual(["header", "skills"]);
    // The street alone: the postal code and commune stay.
    const moved = await save(id, { street: "8 rue Neuve" });
    expect(moved.body).toMatchObject({ address: `8 rue Neuve, ${before.zipcode} ${moved.body.landRegistry?.label}`, zipcode: before.zipcode });
  });

  it("refuses an e-mail another candidate has, in French, and saves nothing of the edit", async () => {
    await droppedAndRead("first.owner@example.org");
    const id = await droppedAndRead("second.person@example.org");
    const before = await byId(id);
    const taken = await save(id, { name: "Autre nom", email: " First.Owner@example.org" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ email: CANDIDATE_EDIT_MESSAGES.emailTaken });
    expect(await byId(id)).toMatchObject({ name: before.name, email: "second.person@example.org", editedFields: [] });
  });
});

describe("staff correct every field of a candidate (issue 46): bad input, and a CV read again", () => {
  it("answers bad input with 4xx and field messages, and writes nothing", async () => {
    const id = await droppedAndRead("bad.input@example.org");
    const before = await byId(id);
    const cases: [unknown, number, Record<string, string>][] = [
      [{ name: "Nouveau nom", email: "pas-une-adresse" }, 400, { email: CANDIDATE_EDIT_MESSAGES.email }],
      [{ name: "Nouveau nom", zipcode: "130" }, 400, { zipcode: CANDIDATE_EDIT_MESSAGES.zipcode }],
      [{ name: "Nouveau nom", zipcode: "00000" }, 422, { zipcode: CANDIDATE_EDIT_MESSAGES.unknownZipcode }],
      [{ name: "Nouveau nom", zipcode: "69003", town: "Marseille" }, 422, { town: CANDIDATE_EDIT_MESSAGES.townOfZipcode }],
      [{ name: "x".repeat(201) }, 400, { name: CANDIDATE_EDIT_MESSAGES.text("Le nom", 200) }],
      [{ name: "Nouveau nom", workHistory: [{ ...JOB, title: "", companyName: "" }] }, 400, { "workHistory.0.title": CANDIDATE_EDIT_MESSAGES.job }],
      [
        { name: "Nouveau nom", workHistory: [{ ...JOB, endDate: { year: 2019 } }] },
        400,
        { "workHistory.0.endDate.year": CANDIDATE_EDIT_MESSAGES.endBeforeStart },
      ],
      [{ name: "Nouveau nom", education: [{ ...DEGREE, startYear: 1800 }] }, 400, { "education.0.startYear": CANDIDATE_EDIT_MESSAGES.year }],
      [{ name: "Nouveau nom", skills: Array.from({ length: 51 }, (_, i) => `Compétence ${i}`) }, 400, { skills: CANDIDATE_EDIT_MESSAGES.entries(50) }],
      [{ name: "Nouveau nom", languages: ["l".repeat(101)] }, 400, { "languages.0": CANDIDATE_EDIT_MESSAGES.item("Une langue", 100) }],
    ];
    for (const [body, status, errors] of cases) {
      const answer = await save(id, body);
      expect([answer.status, answer.body.errors]).toEqual([status, errors]);
    }
    expect(await byId(id)).toEqual(before);
    expect((await save(id, { name: "Nouveau nom" }, plain)).status).toBe(403);
  });

  it("keeps a correction when the CV is read again, and the unedited lists follow the newest CV", async () => {
    const id = await droppedAndRead("kept@example.org");
    const read = await byId(id);
    expect(read.workHistory.length).toBeGreaterThan(0);
    await save(id, { name: "Camille Corrigée", workHistory: [JOB], phoneNumber: "" });
    // The same person sends their CV again: the task reads it once more.
    await droppedAndRead("kept@example.org");
    const after = await byId(id);
    expect(after).toMatchObject({ name: "Camille Corrigée", workHistory: [JOB], phoneNumber: null, education: read.education, resumeStatus: "EXTRACTED" });
    expect(after.companies).toBe("Brasserie Quintal");
  });
});

describe("«Relire le CV»", () => {
  it("answers what the CV says and how it differs, corrected fields flagged, without saving anything", async () => {
    const id = await droppedAndRead("reread@example.org");
    await save(id, { name: "Camille Corrigée", header: "Assistante" });
    const before = await byId(id);
    const answer = await reread(id);
    expect(answer.status).toBe(200);
    const name = answer.body.changes.find((c) => c.field === "name");
    expect(name).toMatchObject({ current: "Camille Corrigée", edited: true });
    expect(name?.read).toMatch(/Camille/);
    // The CV gives its author's address: proposed, never taken by itself.
    expect(answer.body.changes.find((c) => c.field === "email")).toEqual({
      field: "email",
      current: "reread@example.org",
      read: "camille.durand@example.org",
      edited: false,
    });
    expect(answer.body.changes.every((c) => c.current !== c.read)).toBe(true);
    expect(await byId(id)).toEqual(before);
    // Choosing the name read puts it back through the ordinary save.
    const saved = await save(id, { name: answer.body.read.name });
    expect(saved.body.name).toBe(answer.body.read.name);
  });

  it("gives the French reason when the CV cannot be read, and is for staff only", async () => {
    const broken = await droppedAndRead("broken@example.org", "cv.docx", DOCX, await corruptDocx());
    const refused = await reread(broken);
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe(`${RESUME_STATUS_LABELS.FAILED}\u00a0: ${DOCUMENT_FAILURES.unreadable}`);
    const scan = await droppedAndRead("scan@example.org", "cv-scanne.pdf");
    const noText = await reread(scan);
    expect(noText.status).toBe(422);
    expect(noText.body.detail).toMatch(/^CV sans texte/);
    expect((await reread(scan, plain)).status).toBe(403);
    expect((await reread(999_999)).status).toBe(404);
  });
});

describe("the Breezy sync", () => {
  it("never writes a field staff corrected, and still brings what Breezy knows of the others", async () => {
    const fake = await startFakeBreezy();
    const breezyDir = await mkdtemp(join(tmpdir(), "candidate-corrections-breezy-"));
    const b = await createTestApp({ env: { ...fake.env, DATA_DIR: breezyDir } });
    try {
      const recruiter = await signedInPerson(b, { isStaff: true });
      const client = createBreezyClient(b.deps.config.breezy!, { minIntervalMs: 0, sleep: async () => {} });
      const job = { title: "Assistante ADV", company_name: "Transports Rhône", start_date: { month: 3, year: 2019 }, is_current: true, summary: "" };
      const person = (updated: string, extra: Partial<BreezyCandidate> = {}): BreezyCandidate => ({
        _id: "c-corrige",
        name: "Lea Martin",
        email_address: "lea.martin@example.org",
        headline: "Assistante commerciale",
        phone_number: "06 12 34 56 78",
        creation_date: "2026-02-01T08:00:00.000Z",
        updated_date: updated,
        work_history: [job],
        education: [],
        ...extra,
      });
      fake.positions.push({
        _id: "pos-1",
        name: "Assistant commercial H/F",
        state: "published",
        org_type: "position",
        description: "<p>Poste à Lyon.</p>",
        location: { city: "Lyon", postal_code: "69003", country: { name: "France" } },
        creation_date: "2026-01-05T09:00:00.000Z",
        updated_date: "2026-02-01T10:00:00.000Z",
      });
      fake.candidates.set("pos-1", [person("2026-03-01T10:00:00.000Z")]);
      await syncBreezy(b.deps, b.deps.config.breezy!, client);
      const [imported] = await b.deps.db.select().from(candidates).where(eq(candidates.breezyId, "c-corrige"));
      const corrected = await b.call<CandidateDetails>(
        "POST",
        `/api/jobs/candidates/${imported!.id}/save`,
        { name: "Léa Martin", workHistory: [JOB] },
        recruiter.headers,
      );
      expect(corrected.status).toBe(200);

      fake.candidates.set("pos-1", [
        person("2026-04-01T10:00:00.000Z", { name: "LEA MARTIN", headline: "Chargée de clientèle", work_history: [{ ...job, title: "ADV" }] }),
      ]);
      await syncBreezy(b.deps, b.deps.config.breezy!, client);
      const [after] = await b.deps.db.select().from(candidates).where(eq(candidates.id, imported!.id));
      expect(after).toMatchObject({ name: "Léa Martin", workHistory: [JOB], companies: "Brasserie Quintal", header: "Chargée de clientèle" });
    } finally {
      await b.close();
      await fake.close();
      await rm(breezyDir, { recursive: true, force: true });
    }
  });
});
