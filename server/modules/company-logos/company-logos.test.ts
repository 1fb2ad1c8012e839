import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { LOGO_MESSAGES } from "./company-logos.api";
import { LOGO_PIXELS } from "./company-logos.service";

/**
 * A local logo service: /logo/{name} answers a picture for «Acme» and «Globex», 404 for
 * others, HTML for «Portail»; /suggest?query= answers like an autocomplete (JSON naming the
 * picture's address); «Panne» makes it fail. It counts what it receives.
 */
let fake: Server;
let base: string;
const received: string[] = [];
let red: Buffer;
/** The autocomplete's answers: Globex's logo on the service's own host; the others elsewhere. */
let suggestions: Record<string, { name: string; logo: string }[]> = {};

let t: TestApp;
let withSuggest: TestApp;
let unconfigured: TestApp;
let staff: Person, plain: Person, staffSuggest: Person, staffLocal: Person;

beforeAll(async () => {
  red = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    received.push(decodeURIComponent(url.pathname) + url.search);
    const name = decodeURIComponent(url.pathname.replace(/^\/logo\//, ""));
    if (url.pathname === "/suggest") {
      const query = url.searchParams.get("query") ?? "";
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(suggestions[query] ?? []));
      return;
    }
    if (url.pathname === "/img/globex.png" || ["Acme", "Clinique Saint-Joseph"].includes(name)) {
      res.setHeader("Content-Type", "image/png");
      res.end(red);
      return;
    }
    if (name === "Portail") {
      res.setHeader("Content-Type", "text/html");
      res.end("<html><script>alert(1)</script></html>");
      return;
    }
    res.statusCode = name === "Panne" ? 503 : 404;
    res.end();
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  suggestions = {
    Globex: [{ name: "Globex", logo: `${base}/img/globex.png` }],
    // The same picture by another name of this machine, and the cloud's metadata address.
    Hooli: [{ name: "Hooli", logo: base.replace("127.0.0.1", "localhost") + "/img/globex.png" }],
    Umbrella: [{ name: "Umbrella", logo: "http://169.254.169.254/latest/meta-data/" }],
    // An address that does not parse.
    Vandelay: [{ name: "Vandelay", logo: "http://" }],
  };
  t = await createTestApp({ env: { LOGO_SERVICE_URL: `${base}/logo/{name}` } });
  withSuggest = await createTestApp({ env: { LOGO_SERVICE_URL: `${base}/suggest?query={name}` } });
  unconfigured = await createTestApp();
  staff = await signedInPerson(t, { isStaff: true });
  plain = await signedInPerson(t, {});
  staffSuggest = await signedInPerson(withSuggest, { isStaff: true });
  staffLocal = await signedInPerson(unconfigured, { isStaff: true });
});

afterAll(async () => {
  await Promise.all([t.close(), withSuggest.close(), unconfigured.close()]);
  await new Promise((resolve) => fake.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const logo = (app: TestApp, who: Person | null, name: string) =>
  app.app.request(`/api/jobs/company_logo?name=${encodeURIComponent(name)}`, { headers: who?.headers ?? {} });

describe("GET /api/jobs/company_logo", () => {
  it("fetches the logo once, as a small PNG, and serves the second request from the cache", async () => {
    const first = await logo(t, staff, "Acme");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toMatch(/^private, max-age=\d{7,}$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: LOGO_PIXELS, height: LOGO_PIXELS });
    expect(received).toEqual(["/logo/Acme"]);

    // Written differently, the same company: no second request.
    const second = await logo(t, staff, "  ACME ");
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
    expect(received).toEqual(["/logo/Acme"]);
  });

  it("answers 404 when the service has no logo (the drawer shows initials), and remembers it", async () => {
    const first = await logo(t, staff, "Boulangerie Martin");
    expect(first.status).toBe(404);
    expect(await first.json()).toEqual({ detail: LOGO_MESSAGES.none });
    expect((await logo(t, staff, "Boulangerie Martin")).status).toBe(404);
    expect(received).toEqual(["/logo/Boulangerie Martin"]);
  });

  it("never passes on what is not a picture, and never fails when the service does", async () => {
    expect((await logo(t, staff, "Portail")).status).toBe(404);
    expect((await logo(t, staff, "Panne")).status).toBe(404);
    // A failing service is left alone for a while: the next drawer asks nothing.
    expect((await logo(t, staff, "Panne")).status).toBe(404);
    expect(received).toEqual(["/logo/Portail", "/logo/Panne"]);
  });

  it("follows an autocomplete's answer to the logo's address", async () => {
    const answer = await logo(withSuggest, staffSuggest, "Globex");
    expect(answer.status).toBe(200);
    expect(received).toEqual(["/suggest?query=Globex", "/img/globex.png"]);
    expect((await logo(withSuggest, staffSuggest, "Initech")).status).toBe(404);
  });

  it("never fetches an address of this machine or its network named by the answer on another host", async () => {
    expect((await logo(withSuggest, staffSuggest, "Hooli")).status).toBe(404);
    expect((await logo(withSuggest, staffSuggest, "Umbrella")).status).toBe(404);
    expect((await logo(withSuggest, staffSuggest, "Vandelay")).status).toBe(404);
    expect(received).toEqual(["/suggest?query=Hooli", "/suggest?query=Umbrella", "/suggest?query=Vandelay"]);
  });

  it("is for staff only, asked nothing otherwise", async () => {
    expect((await logo(t, null, "Acme")).status).toBe(401);
    expect((await logo(t, plain, "Globex")).status).toBe(403);
    expect(received).toEqual([]);
  });

  it("refuses hostile names with a 400, never a 500", async () => {
    for (const name of ["", "   ", "-–—", "a".repeat(10_000), "Acme\u0000"]) {
      const answer = await logo(t, staff, name);
      expect(answer.status, JSON.stringify(name.slice(0, 20))).toBe(400);
    }
    expect(received).toEqual([]);
  });

  it("asks nothing without LOGO_SERVICE_URL", async () => {
    expect((await logo(unconfigured, staffLocal, "Acme")).status).toBe(404);
    expect(received).toEqual([]);
  });
});
