import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInPerson, type Person } from "../../../tests/support/people";
import { candidates, geocodes, landRegistries, offers, tasks } from "../../db/schema";
import { insertOffers } from "../offers/offers.service";
import { enqueueTask } from "../../lib/task-runner";
import { scheduledTasks } from "../tasks/schedules";
import type { CandidateDetails } from "../../../common/candidates";
import { GEOCODE_TASK } from "./geocode-task";
import { addressKey, createGeocoder } from "./geocoder";
import { loadConfig } from "../../config";

/**
 * A local stand-in for the BAN (api-adresse.data.gouv.fr/search/) that also speaks Nominatim
 * on /nominatim/search: it counts what it receives and can be made to fail or hang.
 */
let fake: Server;
let base: string;
let mode: "ok" | "error" | "hang" = "ok";
const received: { path: string; q: string; at: number; userAgent?: string; format: string | null }[] = [];

const REPUBLIQUE = { lon: 4.836, lat: 45.7602 };
function banAnswer(q: string) {
  const known = /republique/i.test(q.normalize("NFD").replace(/\p{M}/gu, ""));
  return {
    type: "FeatureCollection",
    version: "draft",
    features: known
      ? [
          {
            type: "Feature",
            geometry: { type: "Point", coordinates: [REPUBLIQUE.lon, REPUBLIQUE.lat] },
            properties: {
              label: "12 Rue de la République 69002 Lyon",
              score: 0.93,
              housenumber: "12",
              type: "housenumber",
              postcode: "69002",
              citycode: "69382",
              city: "Lyon",
              context: "69, Rhône, Auvergne-Rhône-Alpes",
            },
          },
        ]
      : [],
    attribution: "BAN",
    licence: "ETALAB-2.0",
    query: q,
    limit: 1,
  };
}

let t: TestApp;
let unconfigured: TestApp;
let staff: Person;
const communeIds = new Map<TestApp, number>();
const CENTRE = { latitude: 45.75, longitude: 4.85 };

/** What the tasks screen would show after a run of the task, like the scheduler queues it. */
async function runGeocodeTask(app: TestApp) {
  const id = (await enqueueTask(app.deps.db, GEOCODE_TASK))!;
  await app.runTasks();
  const [row] = await app.deps.db.select().from(tasks).where(eq(tasks.id, id));
  return row!;
}

async function newCandidate(app: TestApp, email: string, address: string | null) {
  const [row] = await app.deps.db
    .insert(candidates)
    .values({ email, address, zipcode: "69002", landRegistryId: communeIds.get(app)!, ...CENTRE })
    .returning({ id: candidates.id });
  return row!.id;
}

const details = async (id: number) => (await t.call<CandidateDetails>("GET", `/api/jobs/candidates/${id}/details`, undefined, staff.headers)).body;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    received.push({
      path: url.pathname,
      q: url.searchParams.get("q") ?? "",
      at: Date.now(),
      userAgent: req.headers["user-agent"],
      format: url.searchParams.get("format"),
    });
    if (mode === "hang") return; // never answers: the client's timeout has to cut it off
    res.setHeader("Content-Type", "application/json");
    if (mode === "error") {
      res.statusCode = 502;
      res.end('{"message":"Bad gateway"}');
      return;
    }
    if (url.pathname === "/nominatim/search") {
      res.end(JSON.stringify([{ place_id: 1, lat: "45.7602", lon: "4.836", display_name: "Rue de la République, Lyon, France", category: "highway" }]));
      return;
    }
    res.end(JSON.stringify(banAnswer(url.searchParams.get("q") ?? "")));
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { GEOCODER_URL: `${base}/search/`, GEOCODER_MIN_INTERVAL_MS: "0", GEOCODER_TIMEOUT_MS: "300" } });
  unconfigured = await createTestApp();
  for (const app of [t, unconfigured]) {
    const [commune] = await app.deps.db
      .insert(landRegistries)
      .values({ level: 3, code: "69382", label: "Lyon 2e Arrondissement", zipcode: "69002", zipcodes: ["69002"], ...CENTRE })
      .returning({ id: landRegistries.id });
    communeIds.set(app, commune!.id);
  }
  staff = await signedInPerson(t, { isStaff: true });
});

afterAll(async () => {
  await t.close();
  await unconfigured.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

beforeEach(() => {
  mode = "ok";
  received.length = 0;
});

describe("geocoding by the geo:geocode task: placing candidates, and when the geocoder fails", () => {
  it("places a candidate at its address and keeps the geocoder's answer for the Géo-Données tab", async () => {
    const id = await newCandidate(t, "geo-1@example.org", "12 rue de la République 69002 Lyon");
    const row = await runGeocodeTask(t);
    expect(row.status).toBe("DONE");
    expect(row.result).toMatchObject({ candidates: 1, requests: 1, unavailable: false });
    expect(received).toEqual([expect.objectContaining({ path: "/search/", q: "12 rue de la République 69002 Lyon" })]);
    expect(received[0]!.userAgent).toMatch(/Alto Recrutement/);
    const body = await details(id);
    expect(body.location).toEqual({ latitude: REPUBLIQUE.lat, longitude: REPUBLIQUE.lon });
    expect(body.nominatimData).toMatchObject({ properties: { label: "12 Rue de la République 69002 Lyon", citycode: "69382" } });
    // The task's result on the tasks screen holds counts, never the address.
    expect(JSON.stringify(row.result)).not.toMatch(/publique/);
  });

  it("answers a second identical address from the cache: no request", async () => {
    await newCandidate(t, "geo-2@example.org", "12, Rue de la REPUBLIQUE – 69002 lyon");
    const id = await newCandidate(t, "geo-3@example.org", "12 rue de la république 69002 Lyon ");
    const row = await runGeocodeTask(t);
    expect(received).toEqual([]);
    expect(row.result).toMatchObject({ candidates: 2, requests: 0, fromCache: 2 });
    expect((await details(id)).location).toEqual({ latitude: REPUBLIQUE.lat, longitude: REPUBLIQUE.lon });
    // Nothing left to do: a later run asks nothing either.
    expect((await runGeocodeTask(t)).result).toMatchObject({ candidates: 0, requests: 0 });
    // The cache's key is a hash: no address is stored as one.
    const keys = (await t.deps.db.select({ key: geocodes.key }).from(geocodes)).map((g) => g.key);
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it("keeps the commune's centre when the geocoder fails, and places the candidate once it is back", async () => {
    mode = "error";
    const id = await newCandidate(t, "geo-4@example.org", "3 place de la République, Lyon");
    const failed = await runGeocodeTask(t);
    expect(failed.status).toBe("DONE");
    expect(failed.result).toMatchObject({ candidates: 0, requests: 1, unavailable: true });
    expect((await details(id)).location).toEqual(CENTRE);
    expect((await details(id)).nominatimData).toBeNull();

    mode = "ok";
    await runGeocodeTask(t);
    expect((await details(id)).location).toEqual({ latitude: REPUBLIQUE.lat, longitude: REPUBLIQUE.lon });
  });

  it("keeps the commune's centre when the geocoder does not answer in time", async () => {
    mode = "hang";
    const id = await newCandidate(t, "geo-5@example.org", "8 quai de la République, Lyon");
    const started = Date.now();
    const row = await runGeocodeTask(t);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(row.result).toMatchObject({ unavailable: true, candidates: 0 });
    expect((await details(id)).location).toEqual(CENTRE);
    mode = "ok";
    await runGeocodeTask(t);
  });
});

describe("geocoding by the geo:geocode task: unknown addresses, the cache, and offers", () => {
  it("leaves an address the geocoder does not know at the commune's centre, and does not ask again", async () => {
    const id = await newCandidate(t, "geo-6@example.org", "Lieu-dit introuvable 69002");
    expect((await runGeocodeTask(t)).result).toMatchObject({ candidates: 1, requests: 1, notFound: 1 });
    expect((await details(id)).location).toEqual(CENTRE);
    expect((await details(id)).nominatimData).toBeNull();
    received.length = 0;
    await runGeocodeTask(t);
    expect(received).toEqual([]);
  });

  it("forgets an address in the cache once no candidate has it any more (erasure, purge)", async () => {
    const address = "99 avenue de la République 69002 Lyon";
    const id = await newCandidate(t, "geo-8@example.org", address);
    await runGeocodeTask(t);
    const cached = () =>
      t.deps.db
        .select()
        .from(geocodes)
        .where(eq(geocodes.key, addressKey(address)));
    expect(await cached()).toHaveLength(1);
    await t.deps.db.delete(candidates).where(eq(candidates.id, id));
    // Past the hour's grace that covers a run going on elsewhere.
    await t.deps.db.update(geocodes).set({ usedAt: sql`now() - interval '2 hours'` });
    await runGeocodeTask(t);
    expect(await cached()).toEqual([]);
    // The other candidates' addresses stay.
    expect((await t.deps.db.select().from(geocodes)).length).toBeGreaterThan(0);
  });

  it("places offers by address, postal code and town", async () => {
    const [offerId] = await insertOffers(t.deps.db, [
      { name: "Comptable H/F", description: "<p>Cabinet.</p>", city: "Lyon", address: "14 rue de la République", zipCode: "69002" },
    ]);
    await runGeocodeTask(t);
    expect(received.map((r) => r.q)).toEqual(["14 rue de la République 69002 Lyon"]);
    const [offer] = await t.deps.db.select().from(offers).where(eq(offers.id, offerId!));
    expect([offer!.latitude, offer!.longitude]).toEqual([REPUBLIQUE.lat, REPUBLIQUE.lon]);
    expect(offer!.nominatimData).toMatchObject({ properties: { citycode: "69382" } });
  });
});

describe("the geocoder client", () => {
  it("waits the configured interval between two requests (Nominatim's one a second)", async () => {
    const geocoder = createGeocoder({ url: `${base}/search/`, kind: "ban", minIntervalMs: 250, timeoutMs: 2000, userAgent: "test" });
    await Promise.all(["1 rue de la République", "2 rue de la République", "3 rue de la République"].map((q) => geocoder.geocode(q)));
    expect(received).toHaveLength(3);
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(240);
    expect(received[2]!.at - received[1]!.at).toBeGreaterThanOrEqual(240);
  });

  it("speaks Nominatim's jsonv2", async () => {
    const geocoder = createGeocoder({ url: `${base}/nominatim/search`, kind: "nominatim", minIntervalMs: 0, timeoutMs: 2000, userAgent: "test" });
    const result = await geocoder.geocode("rue de la République, Lyon");
    expect(result).toMatchObject({ latitude: 45.7602, longitude: 4.836, citycode: null, data: { display_name: "Rue de la République, Lyon, France" } });
    expect(received[0]!.format).toBe("jsonv2");
  });
});

describe("without GEOCODER_URL", () => {
  it("schedules nothing, asks nothing, and candidates stay at their commune's centre as before", async () => {
    const task = scheduledTasks(unconfigured.deps.config).find((entry) => entry.name === GEOCODE_TASK)!;
    expect(task.cron).toBeUndefined();
    const [row] = await unconfigured.deps.db
      .insert(candidates)
      .values({ email: "geo-7@example.org", address: "12 rue de la République 69002 Lyon", landRegistryId: communeIds.get(unconfigured)!, ...CENTRE })
      .returning();
    await runGeocodeTask(unconfigured);
    expect(received).toEqual([]);
    const [after] = await unconfigured.deps.db.select().from(candidates).where(eq(candidates.id, row!.id));
    expect([after!.latitude, after!.longitude, after!.nominatimData]).toEqual([CENTRE.latitude, CENTRE.longitude, null]);
  });
});

describe("the settings", () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });
  it("read the geocoder's kind from its address unless told, and leave both features off when empty", () => {
    expect(load({ GEOCODER_URL: "https://nominatim.openstreetmap.org/search" }).geocoder).toMatchObject({ kind: "nominatim", minIntervalMs: 1000 });
    expect(load({ GEOCODER_URL: "https://api-adresse.data.gouv.fr/search/" }).geocoder?.kind).toBe("ban");
    expect(load({ GEOCODER_URL: "https://geo.example.fr/search", GEOCODER_KIND: "nominatim" }).geocoder?.kind).toBe("nominatim");
    const empty = load({ GEOCODER_URL: "", LOGO_SERVICE_URL: "" });
    expect([empty.geocoder, empty.logos]).toEqual([undefined, undefined]);
  });

  it("refuse a logo service address without {name}, or a geocoder that is not http(s)", () => {
    expect(() => load({ LOGO_SERVICE_URL: "https://logos.example.fr/acme.png" })).toThrow(/\{name\}/);
    expect(() => load({ GEOCODER_URL: "ftp://geo.example.fr/" })).toThrow(/GEOCODER_URL/);
  });
});
