import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { COMPRESSIBLE, compress } from "./compression";

const text = (size: number, seed: number) => {
  let value = seed;
  let out = "";
  while (out.length < size) {
    value = (value * 1103515245 + 12345) % 2 ** 31;
    out += `offre ${value.toString(36)} à Lyon, `;
  }
  return new TextEncoder().encode(out.slice(0, size));
};

describe("what is compressed", () => {
  it("takes every text answer, feeds and manifests included, and leaves pictures and files alone", () => {
    for (const type of [
      "text/html; charset=UTF-8",
      "application/json",
      "application/rss+xml; charset=utf-8",
      "application/atom+xml",
      "application/ld+json",
      "application/manifest+json",
      "application/xml",
      "image/svg+xml",
      "application/javascript",
    ])
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    for (const type of ["image/webp", "image/avif", "application/pdf", "application/zip", "application/octet-stream", "application/jsonp"])
      expect(COMPRESSIBLE.test(type), type).toBe(false);
  });
});

describe("compress", () => {
  it("gives back bytes that decode to the same answer, in both encodings and efforts", async () => {
    for (const bytes of [text(5_000, 1), text(200_000, 2)]) {
      for (const effort of ["live", "stored"] as const) {
        expect(brotliDecompressSync(await compress(bytes, "br", effort)).equals(Buffer.from(bytes))).toBe(true);
        expect(gunzipSync(await compress(bytes, "gzip", effort)).equals(Buffer.from(bytes))).toBe(true);
      }
    }
  });

  it("does not make a small live answer wait behind the pages being compressed in the thread pool", async () => {
    const finished: string[] = [];
    // More large stored compressions than libuv has threads (4): the pool is busy for a while.
    const pages = Array.from({ length: 8 }, (_, i) => compress(text(400_000, i + 10), "br", "stored").then(() => finished.push("page")));
    await compress(text(8_000, 99), "br", "live").then(() => finished.push("json"));
    await Promise.all(pages);
    expect(finished[0]).toBe("json");
  });
});
