import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { dropCv } from "../../tests/support/cv-drop";
import { pdfBytes } from "../../tests/support/resume-fixtures";
import { startLocalS3, type LocalS3 } from "../../tests/support/s3-server";
import { removeFilesWithoutRows } from "../boot";
import { loadConfig } from "../config";
import { createLogger } from "./logger";
import { createFileStore, fileStoreFor, s3FileStore, type FileStore } from "./storage";
import { FILE_REFERENCES, fileStoreName, removeIfUnnamed, SHARED_STORE_SWEEP_AGE_MS } from "./stored-files";
import { RESUME_FOLDER } from "../modules/applications/applications.service";
import { SURVEY_FILES_FOLDER } from "../modules/job-surveys/job-surveys.service";

// Issue 45: a file written for a submission whose rows never committed (the process was
// killed in between) is personal data nothing leads to. The sweep at start removes it, from
// the local folder and from a bucket alike; a file a row names, or one outside the swept
// folders, stays. On the embedded database here; on PostgreSQL through a real kill -9 in
// server/killed-during-applications.test.ts.
let t: TestApp;
let dataDir: string;
let s3: LocalS3;
const silent = createLogger("silent");

/** A CV sent as a visitor sends it: its file and its rows. */
async function droppedCv(app: TestApp, email: string) {
  const response = await dropCv(app, email, { name: "cv.pdf", bytes: pdfBytes(), type: "application/pdf" });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "stored-files-"));
  s3 = await startLocalS3();
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("sweeps the folders the uploads are saved in", () => {
  expect(Object.keys(FILE_REFERENCES).sort()).toEqual([RESUME_FOLDER, SURVEY_FILES_FOLDER].sort());
});

describe("the sweep at start, local folder", () => {
  it("removes the files no row names, keeps the others and anything outside its folders", async () => {
    await droppedCv(t, "garde@example.org");
    const store = fileStoreFor(t.deps.config);
    const [kept] = (await store.list(RESUME_FOLDER)).map((file) => file.key);
    const orphanCv = await store.save(RESUME_FOLDER, pdfBytes(), "pdf");
    const orphanAttachment = await store.save(SURVEY_FILES_FOLDER, pdfBytes(), "pdf");
    const elsewhere = await store.save("autre", pdfBytes(), "pdf");
    // A half-written file is removeLeftoverParts' (boot.ts), not the sweep's.
    await writeFile(join(dataDir, "uploads", RESUME_FOLDER, "x.pdf.part"), "partiel");

    expect(await removeFilesWithoutRows(t.deps.db, t.deps.config, silent)).toBe(2);
    expect(await store.read(kept!)).not.toBeNull();
    expect(await store.read(orphanCv)).toBeNull();
    expect(await store.read(orphanAttachment)).toBeNull();
    expect(await store.read(elsewhere)).not.toBeNull();
    expect((await readdir(join(dataDir, "uploads", RESUME_FOLDER))).sort()).toEqual([kept!.split("/")[1], "x.pdf.part"].sort());
    expect(await removeFilesWithoutRows(t.deps.db, t.deps.config, silent)).toBe(0);
  });

  it("after a failed transaction, removes the file unless a row names it after all", async () => {
    const store = fileStoreFor(t.deps.config);
    const unnamed = await store.save(RESUME_FOLDER, pdfBytes(), "pdf");
    await removeIfUnnamed(t.deps.db, store, unnamed);
    expect(await store.read(unnamed)).toBeNull();
    // A COMMIT whose answer was lost: the row is there, so is its file.
    await droppedCv(t, "commit-perdu@example.org");
    const named = (await store.list(RESUME_FOLDER)).map((file) => file.key);
    for (const key of named) await removeIfUnnamed(t.deps.db, store, key);
    expect((await store.list(RESUME_FOLDER)).map((file) => file.key).sort()).toEqual(named.sort());
  });
});

describe("the sweep at start, S3-compatible bucket", () => {
  it("removes unnamed files only once they are older than another instance's submission could be", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...s3.env });
    const store = fileStoreFor(config);
    const orphan = await store.save(RESUME_FOLDER, pdfBytes(), "pdf");
    expect((await store.list(RESUME_FOLDER)).map((file) => file.key)).toContain(orphan);

    // Just written: it may be a submission under way on another instance.
    expect(await removeFilesWithoutRows(t.deps.db, config, silent)).toBe(0);
    expect(await store.read(orphan)).not.toBeNull();
    const later = new Date(Date.now() + SHARED_STORE_SWEEP_AGE_MS + 60_000);
    expect(await removeFilesWithoutRows(t.deps.db, config, silent, later)).toBe(1);
    expect(await store.read(orphan)).toBeNull();
  });
});

describe("listing a store", () => {
  const stores: Record<string, () => FileStore> = {
    "local folder": () => createFileStore(join(dataDir, "listing")),
    "S3-compatible bucket": () => s3FileStore({ ...s3.settings, prefix: "listing/" }),
  };
  it.each(Object.keys(stores))("%s: the keys of one folder, with when each was stored", async (name) => {
    const store = stores[name]!();
    expect(await store.list(RESUME_FOLDER)).toEqual([]);
    const before = Date.now() - 2_000;
    const key = await store.save(RESUME_FOLDER, pdfBytes(), "pdf");
    await store.save(SURVEY_FILES_FOLDER, pdfBytes(), "pdf");
    const listed = await store.list(RESUME_FOLDER);
    expect(listed.map((file) => file.key)).toEqual([key]);
    expect(listed[0]!.storedAt.getTime()).toBeGreaterThan(before);
    expect(listed[0]!.storedAt.getTime()).toBeLessThan(Date.now() + 2_000);
    await expect(store.list("../x")).rejects.toThrow();
  });
});

it("names the file store alike on instances sharing a bucket, apart on separate folders", () => {
  const local = (dir: string) => fileStoreName(loadConfig({ NODE_ENV: "test", DATA_DIR: dir }));
  const bucket = (dir: string) => fileStoreName(loadConfig({ NODE_ENV: "test", DATA_DIR: dir, ...s3.env }));
  expect(local("/srv/a")).not.toBe(local("/srv/b"));
  expect(local("/srv/a")).toBe(local("/srv/a"));
  expect(bucket("/srv/a")).toBe(bucket("/srv/b"));
  expect(bucket("/srv/a")).toMatch(/^site-files:s3:[0-9a-f]{16}$/);
  // application_name holds 63 bytes.
  expect(local("/srv/a").length).toBeLessThanOrEqual(63);
});
