import { afterAll, beforeAll, describe, expect, it } from "vitest";
import AgencyPage, { loader as agencyLoader } from "~/routes/agencies/agency";
import AgenciesPage, { loader as agenciesLoader } from "~/routes/agencies/agencies";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { including, jsonLdOf, renderPageDom, within, type PageDom, withLoaderData } from "../../../tests/support/render-page";
import { seedAgencies } from "../../../server/seed/agencies";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ communes: true });
  await seedAgencies(t.deps.db, "Alto Recrutement");
});
afterAll(() => t.close());

const loadAgency = (agencySlug: string) =>
  agencyLoader({ params: { agencySlug }, context: t.deps, request: new Request(`http://localhost/nos-agences/${agencySlug}?utm=x`) } as never);

const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);

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
    const Page = withLoaderData(AgencyPage, loaderData);
    const view = renderPageDom("/nos-agences/cabinet-recrutement-lyon", { "nos-agences/:agencySlug": Page });
    expect(h1s(view)).toEqual(["Alto Recrutement Lyon"]);
    const header = within(view.getByRole("banner"));
    header.getByText("Cabinet de recrutement");
    expect(header.getByRole("link", { name: "Téléphone : 04 65 71 20 14" }).getAttribute("href")).toBe("tel:0465712014");
    expect(header.getByRole("link", { name: "E-mail : lyon@alto-recrutement.example" }).getAttribute("href")).toBe("mailto:lyon@alto-recrutement.example");
    const map = view.getByTitle("Plan d'accès à l'agence de Lyon");
    expect(map.tagName).toBe("IFRAME");
    expect(map.getAttribute("src")?.startsWith("https://www.openstreetmap.org")).toBe(true);
    // In the server's HTML for visitors without scripts only: the browser adds it near the screen.
    expect(map.parentElement?.tagName).toBe("NOSCRIPT");
    view.getByText(including("de l'Ain, de l'Isère, de la Loire et du Rhône"));
    view.getByText(loaderData.reviews[0].text);
    expect(view.getByRole("region", { name: "Un recrutement à Lyon ? Parlons-en" }).id).toBe("contact");
    view.getByRole("region", { name: "Retrouvez nos agences de recrutement dans toute la France" });

    const data = jsonLdOf(view);
    expect(data.find((d) => d["@type"] === "BreadcrumbList")!.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Accueil",
      "Nos agences",
      loaderData.agency.title,
    ]);
    const ld = data.find((d) => d["@type"] !== "BreadcrumbList")!;
    expect(ld["@type"]).toEqual(["EmploymentAgency", "LocalBusiness"]);
    expect(ld).toMatchObject({
      url: "https://site.example/nos-agences/cabinet-recrutement-lyon",
      telephone: "+33 4 65 71 20 14",
      image: "https://site.example/media/files/demo/photo/lyon-1440.webp",
      address: { "@type": "PostalAddress", streetAddress: "14 rue des Canuts-Tisserands", postalCode: "69002", addressLocality: "Lyon", addressCountry: "FR" },
      geo: { "@type": "GeoCoordinates", latitude: 45.75402, longitude: 4.82705 },
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:30", closes: "17:30" }],
      currenciesAccepted: "EUR",
      paymentAccepted: "Cash, Credit Card",
    });
    // Coordinates precise to the street (5 decimals at least); stars only in the page, not in the markup.
    expect(String(ld.geo.latitude).split(".")[1].length).toBeGreaterThanOrEqual(5);
    expect(ld).not.toHaveProperty("aggregateRating");
    header.getByText(including("avis Google"));
    expect(ld.areaServed).toHaveLength(4);
  });

  it("states no rating when the agency has no review", async () => {
    const loaderData = await loadAgency("cabinet-recrutement-lyon");
    const agency = { ...loaderData.agency, googleRating: 0, googleReviewsCount: 0 };
    const Page = withLoaderData(AgencyPage, { ...loaderData, agency, reviews: [] });
    const view = renderPageDom("/nos-agences/cabinet-recrutement-lyon", { "nos-agences/:agencySlug": Page });
    const ld = jsonLdOf(view).find((d) => d["@type"] !== "BreadcrumbList")!;
    expect(ld.aggregateRating).toBeUndefined();
    expect(view.queryByText(including("avis Google"))).toBeNull();
  });

  it("writes a video staff added, for visitors without scripts, under «L'agence en vidéo»", async () => {
    const loaderData = await loadAgency("cabinet-recrutement-lyon");
    const agency = { ...loaderData.agency, video: "https://www.youtube-nocookie.com/embed/abc123" };
    const Page = withLoaderData(AgencyPage, { ...loaderData, agency });
    const view = renderPageDom("/nos-agences/cabinet-recrutement-lyon", { "nos-agences/:agencySlug": Page });
    view.getByRole("heading", { level: 3, name: "L'agence en vidéo" });
    const video = view.getByTitle("Vidéo de présentation de l'agence de Lyon");
    expect([video.tagName, video.parentElement?.tagName]).toEqual(["IFRAME", "NOSCRIPT"]);
    expect(video.getAttribute("src")).toBe(agency.video);
    expect(video.hasAttribute("allowfullscreen")).toBe(true);
  });

  it("shows the agency's photo as the header's banner, fetched first, and in its «about» section, lazily", async () => {
    const loaderData = await loadAgency("cabinet-recrutement-lyon");
    expect(loaderData.agency.contentPhoto).toBe("/media/files/demo/photo/lyon");
    const Page = withLoaderData(AgencyPage, loaderData);
    const view = renderPageDom("/nos-agences/cabinet-recrutement-lyon", { "nos-agences/:agencySlug": Page });
    const [banner, about] = [...view.body.querySelectorAll("picture img")];
    expect([banner!.getAttribute("loading"), banner!.getAttribute("fetchpriority"), banner!.getAttribute("sizes")]).toEqual(["eager", "high", "100vw"]);
    expect(about!.getAttribute("loading")).toBe("lazy");
    expect(about!.getAttribute("srcset")).toContain("/media/files/demo/photo/lyon-1440.webp 1440w");
    expect(about!.closest("picture")!.querySelector("source")!.getAttribute("srcset")).toContain("/media/files/demo/photo/lyon-480.avif 480w");
  });
});

describe("/nos-agences page HTML", () => {
  it("lists the 13 agencies with their town, phone and link", async () => {
    const loaderData = await agenciesLoader({ context: t.deps } as never);
    expect(loaderData.agencies).toHaveLength(13);
    const Page = withLoaderData(AgenciesPage, loaderData);
    const view = renderPageDom("/nos-agences", { "nos-agences": Page });
    expect(h1s(view)).toEqual(["Nos agences de recrutement"]);
    expect(view.getAllByRole("link", { name: (name) => name.startsWith("Voir l'agence") })).toHaveLength(13);
    expect(view.getByRole("link", { name: "Voir l'agence de Grenoble" }).getAttribute("href")).toBe("/nos-agences/cabinet-recrutement-grenoble");
    view.getByRole("heading", { level: 2, name: "Marseille" });
  });
});
