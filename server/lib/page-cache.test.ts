import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { compress } from "./compression";
import { bodyFor, cachedPage, countSend, createPageCache, pageCacheKey, SENDS_BEFORE_SMALLEST, type CachedPage } from "./page-cache";

const key = (path: string) => pageCacheKey(new URL(path, "http://127.0.0.1"));

describe("pageCacheKey", () => {
  it("keeps the filters a page reads, in one order, and drops the rest", () => {
    expect(key("/notre-actu?utm_source=lettre&tags=btp,industrie&page=2")).toBe("/notre-actu?page=2&tags=btp%2Cindustrie");
    expect(key("/nos-prestations/formations/catalogue?niveaux=3&thematiques=2,5&recherche=excel")).toBe(
      "/nos-prestations/formations/catalogue?niveaux=3&recherche=excel&thematiques=2%2C5",
    );
    expect(key("/nos-offres?query=soudeur&x=1")).toBe("/nos-offres?query=soudeur");
    expect(key("/?fbclid=abc")).toBe("/");
  });
});

describe("createPageCache", () => {
  const entry = (storedAt = Date.now()) => ({ bodies: {}, nonce: "n", status: 200, headers: [], storedAt, sends: 0 }) as unknown as CachedPage;

  it("drops the least recently read entries first: a flood of one-off pages does not evict the read ones", () => {
    const cache = createPageCache({ maxEntries: 3 });
    cache.set("/", entry());
    cache.set("/a", entry());
    cache.set("/b", entry());
    expect(cache.get("/")).toBeDefined();
    cache.set("/?type=1", entry());
    cache.set("/?type=2", entry());
    expect(cache.get("/")).toBeDefined();
    expect([cache.get("/a"), cache.get("/b")]).toEqual([undefined, undefined]);
  });

  it("expires entries", () => {
    const cache = createPageCache({ ttlMs: 1000 });
    cache.set("/", entry(0));
    expect(cache.get("/", 1000)).toBeDefined();
    expect(cache.get("/", 1001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe("cachedPage", () => {
  const html = new TextEncoder().encode(`<!DOCTYPE html><main>${"<p>Recrutez les talents de demain.</p>".repeat(200)}</main>`);
  const stored = (encoding: "br" | "gzip" | null) => cachedPage(html, { nonce: "n", status: 200, headers: [], storedAt: Date.now() }, encoding);

  it("compresses a render for the client that asked for it only: another encoding is made when first asked for, once", async () => {
    const page = await stored("br");
    expect(brotliDecompressSync(page.bodies.br!).toString()).toBe(new TextDecoder().decode(html));
    expect(page.bodies.gzip).toBeUndefined();

    const gzip = bodyFor(page, "gzip");
    expect(gunzipSync(gzip).toString()).toBe(new TextDecoder().decode(html));
    expect(bodyFor(page, "gzip")).toBe(gzip);
    expect(bodyFor(page, null)).toBe(html);
  });

  it("makes a page's brotli bytes smallest once it has been sent often, not for an address asked for twice", async () => {
    // Varied text, as a page's: brotli 11 finds more in it than the quick level does.
    const varied = new TextEncoder().encode(
      `<main>${Array.from({ length: 400 }, (_, i) => `<a href="/nos-offres/poste-${i * 7919}">Offre n° ${i} à ${(i * 104729) % 997} km</a>`).join("")}</main>`,
    );
    const page = await cachedPage(varied, { nonce: "n", status: 200, headers: [], storedAt: Date.now() }, "br");
    const quick = page.bodies.br!;
    for (let send = 1; send < SENDS_BEFORE_SMALLEST; send++) countSend(page);
    // One queued after any the sends started, on four times the bytes: once it is done, one
    // they started would be too (the thread pool starts them in order).
    await compress(new Uint8Array(Array.from({ length: 4 }, () => [...varied]).flat()), "br", "stored");
    expect(page.bodies.br).toBe(quick);

    countSend(page);
    await vi.waitFor(() => expect(page.bodies.br!.byteLength).toBeLessThan(quick.byteLength));
    expect(brotliDecompressSync(page.bodies.br!).toString()).toBe(new TextDecoder().decode(varied));
  });

  it("stores no compressed bytes for a client that takes none, and makes them for the next one", async () => {
    const page = await stored(null);
    expect(page.bodies).toEqual({ identity: html });
    expect(brotliDecompressSync(bodyFor(page, "br")).toString()).toBe(new TextDecoder().decode(html));
  });
});
