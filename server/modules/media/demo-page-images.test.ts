import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { PAGE_PICTURES, pagePictureSrc } from "../../../common/page-pictures";

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "page-pictures-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("draws a marketing page's illustration on first request, though no record shows it, and only the listed names", async () => {
  const picture = await t.app.request(`${pagePictureSrc(PAGE_PICTURES[0])}-480.avif`);
  expect(picture.status).toBe(200);
  expect(picture.headers.get("content-type")).toBe("image/avif");
  const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
  expect({ width, height }).toEqual({ width: 480, height: 320 });
  expect((await t.app.request("/media/files/demo/photo/page-inventee-480.avif")).status).toBe(404);
  // A page illustration is a photo: the same name as a portrait is no picture at all.
  expect((await t.app.request(`/media/files/demo/portrait/page-${PAGE_PICTURES[0]}-160.avif`)).status).toBe(404);
});
