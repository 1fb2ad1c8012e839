import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { createTestApp, type TestApp } from "../tests/support/test-app";
import { solveCaptcha } from "../tests/support/captcha";
import { seedGeography } from "./seed/geography";
import { contactLeads, landRegistries } from "./db/schema";
import { gracefulStop } from "./lib/graceful-stop";
import { createSiteServer } from "./lib/site-server";

// SIGTERM in the middle of a burst of submissions: what was acknowledged is stored, nothing
// arriving after the stop is half-taken, and the database closes only after the last answer.
const WAVE = 12;
let t: TestApp;
let departmentId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  await seedGeography(t.deps.db, { communes: false });
  [{ id: departmentId }] = await t.deps.db.select({ id: landRegistries.id }).from(landRegistries).where(eq(landRegistries.code, "69"));
});
afterAll(() => t.close());

const lead = async (n: number) => ({
  names: `Visiteur ${n}`,
  society: `Rafale ${n}`,
  departmentId,
  mail: `visiteur${n}@example.com`,
  phoneNumber: "04 72 00 00 00",
  content: "Nous recrutons un conducteur de travaux pour un chantier à Lyon.",
  captchaId: await solveCaptcha(t),
  sourcePage: "/contact",
});

it("a stop during a burst of leads keeps every acknowledged one and refuses the later ones at the door", async () => {
  let received = 0;
  let allReceived = () => {};
  const firstWaveReceived = new Promise<void>((resolve) => (allReceived = resolve));
  const events: string[] = [];
  const appListener = getRequestListener((request) => {
    if (++received === WAVE) allReceived();
    return t.app.fetch(request);
  });
  // An answer counts once the server has sent its last byte: its client may read it after the
  // stop has closed the connection and the database, which is fine.
  const server = createSiteServer((request, response) => {
    response.once("finish", () => events.push(`réponse ${response.statusCode}`));
    return appListener(request, response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bodies = await Promise.all(Array.from({ length: 2 * WAVE }, (_, n) => lead(n)));
  const post = (n: number) =>
    fetch(`${base}/api/branding/save_contact_form`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Cookie-Consent": "true", "X-Forwarded-For": `198.51.100.${n + 1}` },
      body: JSON.stringify(bodies[n]),
    }).then(
      (response) => response.status,
      () => "refusée" as const,
    );

  const firstWave = Array.from({ length: WAVE }, (_, n) => post(n));
  // The stop arrives once the first wave is in, while it is being handled.
  await firstWaveReceived;
  events.push("arrêt");
  const stopped = gracefulStop({
    server,
    // Longer than the test may take: the stop must end when the last answer is sent, not
    // wait for the clients' kept-alive connections to time out.
    graceMs: 60_000,
    stopTasks: async () => void events.push("tâches arrêtées"),
    closeDatabase: async () => void events.push("base fermée"),
  });
  const secondWave = Array.from({ length: WAVE }, (_, n) => post(WAVE + n));
  const [first, second] = await Promise.all([Promise.all(firstWave), Promise.all(secondWave), stopped]);

  // Every request already received was answered and stored; none arriving later was taken.
  expect(first).toEqual(Array(WAVE).fill(200));
  expect(second).toEqual(Array(WAVE).fill("refusée"));
  const stored = await t.deps.db.select({ society: contactLeads.society }).from(contactLeads).where(like(contactLeads.society, "Rafale %"));
  expect(stored.map((row) => row.society).sort()).toEqual(Array.from({ length: WAVE }, (_, n) => `Rafale ${n}`).sort());
  // The database closed after the last answer, and after the task runner.
  expect(events.slice(-2)).toEqual(["tâches arrêtées", "base fermée"]);
  expect(events.filter((event) => event.startsWith("réponse"))).toHaveLength(WAVE);
  expect(events[0], "the stop came before the first answer").toBe("arrêt");
});
