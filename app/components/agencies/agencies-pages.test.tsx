import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AgencyPage, { loader as agencyLoader } from "~/routes/agencies/agency";
import AgenciesPage, { loader as agenciesLoader } from "~/routes/agencies/agencies";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { renderPage } from "../../../tests/support/render-page";
import { seedGeography } from "../../../server/seed/geography";
import { seedAgencies } from "../../../server/seed/agencies";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGeography(t.deps.db, { communes: true });
  await seedAgencies(t.deps.db, "Alto Recrutement");
}, 120_000);
afterAll(() => t.close());

const loadAgency = (agencySlug: string) =>
  agencyLoader({ params: { agencySlug }, context: t.deps, request: new Request(`http://localhost/nos-agences/${agencySlug}?utm=x`) } as never);

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);

describe("/nos-agences/:agencySlug loader", () => {
  it("loads an agency and its reviews", async () => {
    const result = await loadAgency("cabinet-recrutement-lyon");
    expect(result.agency.title).toBe("Alto Recrutement Lyon");
    expect(result.city).toBe("Lyon");
    expect(result.reviews.length).toBe(result.agency.googleReviewsCount);
  });

  it("redirects an upper-case address permanently to the lower-case one", async () => {
    const response = await loadAgency("Cabinet-Recrutement-Lyon").then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(response?.status).toBe(301);
    expect(response?.headers.get("Location")).toBe("/nos-agences/cabinet-recrutement-lyon?utm=x");
  });

  it("throws a 404 without the prefix or for an unknown agency", async () => {
    for (const slug of ["lyon", "agence-lyon", "cabinet-recrutement-atlantide", "cabinet-recrutement-"]) {
      await expect(loadAgency(slug), slug).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("agency page HTML", () => {
  it("renders the header, contact links, reviews, areas and EmploymentAgency data on the server", async () => {
    const loaderData = await loadAgency("cabinet-recrutement-lyon");
    const Page = () => <AgencyPage {...({ loaderData } as any)} />;
    const html = renderPage("/nos-agences/cabinet-recrutement-lyon", { "nos-agences/:agencySlug": Page });
    expect(h1s(html)).toEqual(["Alto Recrutement Lyon"]);
    expect(html).toContain("Cabinet de recrutement");
    expect(html).toContain('href="tel:0465712014"');
    expect(html).toContain('href="mailto:lyon@alto-recrutement.example"');
    expect(html).toMatch(/<iframe src="https:\/\/www\.openstreetmap\.org[^"]*" title="Plan d'accès à l'agence de Lyon" loading="lazy"/);
    expect(html).toContain("de l'Ain, de l'Isère, de la Loire et du Rhône");
    expect(html).toContain(loaderData.reviews[0].text);
    expect(html).toContain('id="contact"');
    expect(html).toContain("Retrouvez nos agences de recrutement dans toute la France");

    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(data.find((d) => d["@type"] === "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Accueil",
      "Nos agences",
      loaderData.agency.title,
    ]);
    const ld = data.find((d) => d["@type"] !== "BreadcrumbList");
    expect(ld["@type"]).toEqual(["EmploymentAgency", "LocalBusiness"]);
    expect(ld).toMatchObject({
      url: "https://site.example/nos-agences/cabinet-recrutement-lyon",
      telephone: "+33 4 65 71 20 14",
      image: "https://site.example/favicon.svg",
      address: { "@type": "PostalAddress", streetAddress: "14 rue des Canuts-Tisserands", postalCode: "69002", addressLocality: "Lyon", addressCountry: "FR" },
      geo: { "@type": "GeoCoordinates", latitude: 45.764043, longitude: 4.835659 },
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:30", closes: "17:30" }],
      currenciesAccepted: "EUR",
      paymentAccepted: "Cash, Credit Card",
    });
    // Coordinates precise to the street (5 decimals at least); stars only in the page, not in the markup.
    expect(String(ld.geo.latitude).split(".")[1].length).toBeGreaterThanOrEqual(5);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(html).toContain("avis Google");
    expect(ld.areaServed).toHaveLength(4);
  });

  it("states no rating when the agency has no review", async () => {
    const loaderData = await loadAgency("cabinet-recrutement-lyon");
    const agency = { ...loaderData.agency, googleRating: 0, googleReviewsCount: 0 };
    const Page = () => <AgencyPage {...({ loaderData: { ...loaderData, agency, reviews: [] } } as any)} />;
    const html = renderPage("/nos-agences/cabinet-recrutement-lyon", { "nos-agences/:agencySlug": Page });
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]))
      .find((d) => d["@type"] !== "BreadcrumbList");
    expect(ld.aggregateRating).toBeUndefined();
    expect(html).not.toContain("avis Google");
  });
});

describe("/nos-agences page HTML", () => {
  it("lists the 13 agencies with their town, phone and link", async () => {
    const loaderData = await agenciesLoader({ context: t.deps } as never);
    expect(loaderData.agencies).toHaveLength(13);
    const Page = () => <AgenciesPage {...({ loaderData } as any)} />;
    const html = renderPage("/nos-agences", { "nos-agences": Page });
    expect(h1s(html)).toEqual(["Nos agences de recrutement"]);
    expect(html.match(/>Voir l'agence</g)).toHaveLength(13);
    expect(html).toContain('href="/nos-agences/cabinet-recrutement-grenoble"');
    expect(html).toContain('<h2 class="text-xl font-bold text-brand-900">Marseille</h2>');
  });
});
