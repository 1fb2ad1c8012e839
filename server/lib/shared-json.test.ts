import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compression } from "./compression";
import { sharedJson } from "./shared-json";

const rows = (count: number, label: string) => Array.from({ length: count }, (_, i) => ({ id: i, name: `${label} ${i}`, city: "Lyon" }));

function appAnswering(value: () => object) {
  const app = new Hono();
  app.use(compression());
  app.get("/answer", (c) => sharedJson(c, value()));
  return app;
}

const ask = async (app: Hono, acceptEncoding?: string) => {
  const res = await app.request("/answer", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("sharedJson", () => {
  it("answers a shared value as JSON in the encoding each client takes", async () => {
    const shared = Object.freeze({ rows: Object.freeze(rows(40, "Soudeur")) });
    const app = appAnswering(() => shared);
    const expected = JSON.stringify(shared);
    for (const [accept, decode] of [
      ["br, gzip", brotliDecompressSync],
      ["gzip", gunzipSync],
      ["br", brotliDecompressSync],
    ] as const) {
      const { res, bytes } = await ask(app, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/json");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      expect(res.headers.get("Content-Encoding")).toBe(accept.split(",")[0]);
      expect(decode(bytes).toString()).toBe(expected);
    }
    const { res, bytes } = await ask(app);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(bytes.toString()).toBe(expected);
  });

  it("answers a small shared value uncompressed", async () => {
    const { res, bytes } = await ask(
      appAnswering(() => Object.freeze({ count: 0 })),
      "br",
    );
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(JSON.parse(bytes.toString())).toEqual({ count: 0 });
  });

  it("answers what a value that is not frozen holds now, not what it held at the last answer", async () => {
    const value = { rows: rows(40, "Soudeur") };
    const app = appAnswering(() => value);
    await ask(app, "br");
    value.rows = rows(40, "Comptable");
    const { bytes } = await ask(app, "br");
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(value);
  });
});
