import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AgencyPage, { loader as agencyLoader } from "~/routes/agencies/agency";
import IndependentPage, { loader as independentLoader } from "~/routes/independents/independent";
import TrainingPage, { loader as trainingLoader } from "~/routes/trainings/training";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { including, renderPageDom, within, withLoaderData } from "../../../tests/support/render-page";
import { agencies, independents, placeReviews, trainings } from "../../../server/db/schema";
import { refreshGoogleReviews } from "../../../server/modules/agencies/reviews.refresh";

/**
 * Pages with Google reviews (decision 0037): with a Google key they render from the database
 * while Places hangs, and show the rating, count and reviews the refresh task stored.
 */
let google: Server;
let hang = true;
let heard = 0;
let t: TestApp;

const answer = {
  rating: 4.6,
  userRatingCount: 87,
  reviews: [{ rating: 5, publishTime: "2026-06-01T10:00:00Z", text: { text: "Un suivi sérieux." }, authorAttribution: { displayName: "Inès B." } }],
};

beforeAll(async () => {
  google = createServer((_req, res) => {
    heard += 1;
    if (hang) return;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => google.listen(0, "127.0.0.1", resolve));
  const { port } = google.address() as AddressInfo;
  t = await createTestApp({ env: { GOOGLE_PLACES_API_KEY: "cle-de-test", GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}/v1` } });
  await t.deps.db.insert(agencies).values({ title: "Agence Vienne", slug: "vienne", isActive: true, placeId: "ChIJ-vienne" });
  await t.deps.db.insert(independents).values({ name: "Jules Martin", slug: "jules-martin", placeId: "ChIJ-vienne" });
  await t.deps.db.insert(trainings).values({ label: "Recruter sans biais", slug: "recruter-sans-biais", placeId: "ChIJ-vienne" });
  await t.deps.db
    .insert(placeReviews)
    .values({ placeId: "ChIJ-vienne", author: "Démo C.", time: new Date("2025-05-05"), rating: 3, text: "Avis de démonstration." });
}, 60_000);
afterAll(async () => {
  await t.close();
  google.closeAllConnections();
  await new Promise((resolve) => google.close(resolve));
});

const request = (path: string) => new Request(`http://localhost${path}`);
const renderAgency = async () => {
  const path = "/nos-agences/cabinet-recrutement-vienne";
  const data = await agencyLoader({ params: { agencySlug: "cabinet-recrutement-vienne" }, context: t.deps, request: request(path) } as never);
  return renderPageDom(path, { "nos-agences/:agencySlug": withLoaderData(AgencyPage, data) });
};
const renderIndependent = async () => {
  const path = "/nos-recruteurs/jules-martin";
  const data = await independentLoader({ params: { slug: "jules-martin" }, context: t.deps, request: request(path) } as never);
  return renderPageDom(path, { "nos-recruteurs/:slug": withLoaderData(IndependentPage, data) });
};
const renderTraining = async () => {
  const path = "/nos-prestations/formation/recruter-sans-biais";
  const data = await trainingLoader({ params: { slug: "recruter-sans-biais" }, context: t.deps, request: request(path) } as never);
  return renderPageDom(path, { "nos-prestations/formation/:slug": withLoaderData(TrainingPage, data) });
};

describe("pages with Google reviews", () => {
  it("render from the database while Google hangs, then show what the refresh stored", async () => {
    // Before any refresh: the stored (demo) review; the training's header its average, as before.
    const training = await renderTraining();
    within(training.getByRole("banner")).getByText(including("3,0 sur 5"));
    training.getByText("Avis de démonstration.");
    (await renderAgency()).getByText("Avis de démonstration.");
    expect(heard).toBe(0);

    hang = false;
    expect(await refreshGoogleReviews(t.deps, { pauseMs: 0 })).toMatchObject({ places: 1, refreshed: 1, changed: 1 });
    hang = true;
    heard = 0;

    const agency = await renderAgency();
    within(agency.getByRole("banner")).getByText("· 87 avis Google");
    agency.getByText("Un suivi sérieux.");
    expect(agency.queryByText("Avis de démonstration.")).toBeNull();
    const independent = await renderIndependent();
    within(independent.getByRole("banner")).getByText("· 87 avis Google");
    independent.getByText("Un suivi sérieux.");
    const header = within((await renderTraining()).getByRole("banner"));
    header.getByText(including("4,6 sur 5"));
    header.getByRole("link", { name: "87 avis" });
    expect(heard).toBe(0);
  });
});
