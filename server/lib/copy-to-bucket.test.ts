import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../../tests/support/s3-server";
import { copyFoldersToBucket } from "./copy-to-bucket";
import { createFileStore, s3FileStore } from "./storage";
import { s3MediaStore } from "./media-store";

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3("cabinet-copy", "");
  dir = await mkdtemp(join(tmpdir(), "copy-"));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

it("copies the files on disk into the bucket under the same keys, twice without harm, leaving crash leftovers", async () => {
  const uploadsDir = join(dir, "uploads");
  const mediaDir = join(dir, "media");
  const cv = await createFileStore(uploadsDir).save("resumes", new Uint8Array([1, 2, 3]), "pdf");
  await writeFile(join(uploadsDir, "resumes", "half.pdf.part"), "x");
  await mkdir(join(mediaDir, "files", "agency"), { recursive: true });
  await writeFile(join(mediaDir, "files", "agency", "3-00ff00ff-480.webp"), "webp");

  for (let run = 0; run < 2; run++) {
    const report = await copyFoldersToBucket(s3.settings, { uploadsDir, mediaDir });
    expect(report).toEqual({ uploads: { copied: 1, skipped: ["resumes/half.pdf.part"] }, media: { copied: 1, skipped: [] } });
  }
  expect(await s3FileStore(s3.settings).read(cv)).toEqual(Buffer.from([1, 2, 3]));
  expect(await s3MediaStore(s3.settings).read("files/agency/3-00ff00ff-480.webp")).toEqual(Buffer.from("webp"));
});
