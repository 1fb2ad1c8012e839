import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig, loadConfigOrExit } from "./config";

describe("public address", () => {
  it("is required in production, with a message saying what it is for", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PUBLIC_URL est obligatoire en production/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://www.exemple.fr/" }).publicUrl).toBe("https://www.exemple.fr");
  });

  it("defaults to the local address in development", () => {
    expect(loadConfig({ NODE_ENV: "development", PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });
});

describe("brand colour settings", () => {
  const base = { NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000" };

  it("refuses an accent that white text would not read on, saying why", () => {
    expect(() => loadConfig({ ...base, BRAND_ACCENT_COLOR: "#f97316" })).toThrow(/BRAND_ACCENT_COLOR: contraste 2\.80:1 avec le blanc/);
    expect(() => loadConfig({ ...base, BRAND_PRIMARY_COLOR: "bleu" })).toThrow(/BRAND_PRIMARY_COLOR: doit être une couleur hexadécimale/);
  });

  it("keeps the colours that pass", () => {
    const config = loadConfig({ ...base, BRAND_ACCENT_COLOR: "#0f766e" });
    expect(config.brand.colors).toEqual({ primary: undefined, accent: "#0f766e" });
  });
});

describe("TRUST_PROXY", () => {
  it("is a count of proxies: false is none, true is one, a number is that many; anything else is refused", () => {
    const hops = (value?: string) => loadConfig({ NODE_ENV: "test", ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustedProxyHops;
    expect([hops(), hops("false"), hops("true"), hops("2")]).toEqual([0, 0, 1, 2]);
    expect(() => hops("10.0.0.0/8")).toThrow(/TRUST_PROXY: doit valoir false, true ou un nombre de proxys/);
  });
});

describe("MAP_TILE_URL", () => {
  it("defaults to OpenStreetMap's tiles and refuses a URL without {z}, {x} and {y}", () => {
    expect(loadConfig({ NODE_ENV: "test" }).mapTiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© les contributeurs d'OpenStreetMap",
    });
    expect(() => loadConfig({ NODE_ENV: "test", MAP_TILE_URL: "https://tiles.example.fr/carte.png" })).toThrow(
      /MAP_TILE_URL : une adresse http\(s\) avec \{z\}, \{x\} et \{y\}/,
    );
    expect(() => loadConfig({ NODE_ENV: "test", MAP_TILE_URL: "javascript:alert(1)//{z}{x}{y}" })).toThrow(/MAP_TILE_URL/);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is one process unless set, and more than one needs a PostgreSQL server", () => {
    const base = { NODE_ENV: "test" };
    expect(loadConfig(base).processes).toBe(1);
    expect(loadConfig({ ...base, WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://site@127.0.0.1/site" }).processes).toBe(4);
    expect(() => loadConfig({ ...base, WEB_CONCURRENCY: "2" })).toThrow(
      /WEB_CONCURRENCY au-delà de 1 demande DATABASE_URL : la base intégrée \(PGlite\) ne s'ouvre que dans un seul processus/,
    );
    for (const value of ["0", "deux", "1.5", "1000"]) expect(() => loadConfig({ ...base, WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("a refused setting at start-up", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is told in French, each variable on its line", () => {
    expect(() => loadConfig({ NODE_ENV: "test", RENDER_BUDGET_PER_MINUTE: "100000000", PUBLIC_URL: "exemple.fr" })).toThrow(
      "Configuration invalide :\nPUBLIC_URL: URL invalide\nRENDER_BUDGET_PER_MINUTE: Trop grand : nombre doit être <=1000000",
    );
    expect(() => loadConfig({ NODE_ENV: "test", PORT: "http" })).toThrow(/^Configuration invalide :\nPORT: Entrée invalide : nombre attendu/);
  });

  it("ends `npm start` with status 1 and the message alone, without a stack trace", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() => loadConfigOrExit({ NODE_ENV: "test", WEB_CONCURRENCY: "2" }, exit)).toThrow("exit 1");
    expect(printed.mock.calls).toEqual([
      ["Configuration invalide :\nWEB_CONCURRENCY au-delà de 1 demande DATABASE_URL : la base intégrée (PGlite) ne s'ouvre que dans un seul processus"],
    ]);
  });

  it("lets a valid configuration through", () => {
    const exit = vi.fn((): never => {
      throw new Error("no exit expected");
    });
    expect(loadConfigOrExit({ NODE_ENV: "test", PORT: "4000" }, exit).port).toBe(4000);
    expect(exit).not.toHaveBeenCalled();
  });
});
