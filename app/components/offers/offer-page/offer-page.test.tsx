import type { ComponentProps } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import OfferPage, { loader, meta } from "~/routes/offers/offer";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { including, inDocumentOrder, jsonLdOf, renderPageDom, within, type PageDom, withLoaderData } from "../../../../tests/support/render-page";
import { insertOffers, type OfferInput } from "../../../../server/modules/offers/offers.service";
import { loadOfferPage } from "./load-offer.server";
import { seedGeography } from "../../../../server/seed/geography";

let t: TestApp;
let live: number;
let archived: number;
let pool: number;

const day = (n: number) => new Date(Date.UTC(2025, 2, n, 9));
const base = (name: string, n: number, extra: Partial<OfferInput> = {}): OfferInput => ({
  name,
  description: `<p>${name} : une offre de démonstration pour les tests.</p>`,
  city: "Lyon",
  departmentCode: "69",
  zipCode: "69002",
  industry: "BTP",
  creationDate: day(n),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedGeography(t.deps.db, { communes: false });
  [live, archived, pool] = await insertOffers(t.deps.db, [
    base("Conducteur de travaux gros œuvre", 20, {
      description:
        '<h2>Vos missions</h2><p>Piloter des chantiers de logements.</p><ul><li>Planning</li><li>Budget</li></ul><script>alert("x")</script><p onclick="steal()">Sans piège</p>',
      address: "8 quai des Tanneurs",
      contract: "CDD",
      isRemote: true,
      experienceName: "3 à 5 ans",
      remunerationMin: 45000,
      remunerationMax: 55000,
    }),
    base("Chef de chantier VRD", 10, { state: "archived" }),
    base("Vivier BTP Rhône", 25, { orgType: "pool" }),
    base("Technicien de maintenance", 24, { industry: "Industrie" }),
    base("Chargé d'affaires électricité", 23, { industry: "Industrie" }),
    base("Gestionnaire de paie", 22, { industry: "Services", displayRemuneration: false, remunerationMin: 30000 }),
    base("Métreur projeteur", 21),
    base("Dessinateur bâtiment", 5),
  ]);
}, 120_000);
afterAll(() => t.close());

const request = (path: string) => ({ context: t.deps, request: new Request(`http://localhost${path}`) });
const callLoader = (slug: string, id: string, query = "") => loader({ params: { slug, id }, ...request(`/nos-offres/${slug}/${id}${query}`) } as never);
/** A live offer's loader answer (its data itself), or an archived one's (data(…) with a 410). */
const liveOffer = async (slug: string, id: string) => {
  const answer = await callLoader(slug, id);
  if (!("kind" in answer)) throw new Error(`offer ${id} is not live`);
  return answer;
};
const archivedOffer = async (slug: string, id: string) => {
  const answer = await callLoader(slug, id);
  if ("kind" in answer) throw new Error(`offer ${id} is not archived`);
  return answer;
};
const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);
/** The cards' «Voir l'offre» links (each names its offer for screen readers). */
const offerLinks = (view: PageDom) => view.queryAllByRole("link", { name: (name) => name.startsWith("Voir l'offre") });

describe("loadOfferPage", () => {
  it("serves a published offer with three similar offers, itself excluded", async () => {
    const result = await loadOfferPage(t.deps.db, "conducteur-de-travaux-gros-oeuvre", String(live));
    expect(result.kind).toBe("ok");
    if (result.kind !== "ok") return;
    expect(result.offer).toMatchObject({ id: live, name: "Conducteur de travaux gros œuvre", contract: "CDD", salary: "45 à 55 K€", expired: false });
    expect(result.similar).toHaveLength(3);
    expect(result.similar.map((o) => o.id)).not.toContain(live);
    // The same trade first: the other building offers lead.
    expect(result.similar.slice(0, 2).map((o) => o.industry)).toEqual(["BTP", "BTP"]);
  });

  it("redirects a wrong slug to the offer's own address", async () => {
    expect(await loadOfferPage(t.deps.db, "ancien-intitule", String(live))).toEqual({
      kind: "redirect",
      href: `/nos-offres/conducteur-de-travaux-gros-oeuvre/${live}`,
    });
  });

  it("marks an archived offer as gone, with similar published offers", async () => {
    const result = await loadOfferPage(t.deps.db, "chef-de-chantier-vrd", String(archived));
    expect(result.kind).toBe("gone");
    if (result.kind !== "gone") return;
    expect(result.offer).toEqual({ id: archived, name: "Chef de chantier VRD", city: "Lyon", departmentCode: "69", contract: "CDI" });
    expect(result.similar).toHaveLength(3);
    // Same sector first.
    expect(result.similar[0].industry).toBe("BTP");
    expect(result.similar.map((o) => o.id)).not.toContain(archived);
  });

  it("finds nothing for unknown, pool, non-numeric or out-of-range ids", async () => {
    for (const id of ["999999", String(pool), "abc", "12abc", "0", "-3", "99999999999", "2147483648"]) {
      expect(await loadOfferPage(t.deps.db, "x", id), id).toEqual({ kind: "missing" });
    }
  });
});

describe("/nos-offres/:slug/:id loader", () => {
  it("answers 404 for an offer that does not exist", async () => {
    await expect(callLoader("x", "999999")).rejects.toMatchObject({ init: { status: 404 } });
    await expect(callLoader("x", "abc")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("moves a wrong slug permanently to the canonical address, query string kept", async () => {
    const response = await callLoader("mauvais-slug", String(live), "?utm_source=lettre").then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(response?.status).toBe(301);
    expect(response?.headers.get("Location")).toBe(`/nos-offres/conducteur-de-travaux-gros-oeuvre/${live}?utm_source=lettre`);
  });

  it("answers 410 for an archived offer", async () => {
    const answer = await archivedOffer("chef-de-chantier-vrd", String(archived));
    expect(answer.init?.status).toBe(410);
    expect(answer.data.kind).toBe("gone");
  });
});

const renderOffer = (loaderData: ComponentProps<typeof OfferPage>["loaderData"], path: string) => {
  const Page = withLoaderData(OfferPage, loaderData);
  return renderPageDom(path, { "nos-offres/:slug/:id": Page });
};

describe("offer page HTML", () => {
  it("renders a live offer: its name, facts, safe description, «Je postule» and JobPosting data", async () => {
    const loaderData = await liveOffer("conducteur-de-travaux-gros-oeuvre", String(live));
    const view = renderOffer(loaderData, `/nos-offres/conducteur-de-travaux-gros-oeuvre/${live}`);
    expect(h1s(view)).toEqual(["Conducteur de travaux gros œuvre"]);
    // Each fact after its spoken label.
    const header = within(view.getByRole("banner"));
    expect(Object.fromEntries(header.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]))).toEqual({
      Lieu: "Lyon (69)",
      Contrat: "CDD",
      Salaire: "45 à 55 K€",
      Expérience: "3 à 5 ans",
      Télétravail: "Télétravail possible",
      "Date de publication": "Publiée le 20 mars 2025",
    });
    // The description keeps its structure; the script and the handler are gone.
    const description = within(view.getByRole("region", { name: "Le poste" }));
    const missions = description.getByRole("heading", { level: 2, name: "Vos missions" });
    const intro = description.getByText("Piloter des chantiers de logements.");
    const list = description.getByRole("list");
    expect(intro.tagName).toBe("P");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Planning", "Budget"]);
    expect(inDocumentOrder(missions, intro, list)).toBe(true);
    expect(description.getByText("Sans piège").hasAttribute("onclick")).toBe(false);
    // Nowhere in the document, structured data included.
    expect(view.html).not.toContain("alert(");
    expect(view.html).not.toContain("onclick");
    // The only scripts are the structured data: the posting and its breadcrumb.
    expect(view.document.querySelectorAll("script")).toHaveLength(2);
    expect(jsonLdOf(view)[1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [{ name: "Accueil" }, { name: "Offres d'emploi" }, { name: "Conducteur de travaux gros œuvre" }],
    });
    view.getByRole("button", { name: "Je postule" });
    expect(view.getByRole("link", { name: "Toutes nos offres" }).getAttribute("href")).toBe("/nos-offres");
    view.getByRole("region", { name: "Offres similaires" });
    expect(offerLinks(view)).toHaveLength(3);

    const [ld] = jsonLdOf(view);
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Conducteur de travaux gros œuvre",
      employmentType: "TEMPORARY",
      identifier: { value: String(live) },
      jobLocation: {
        address: {
          streetAddress: "8 quai des Tanneurs",
          addressLocality: "Lyon",
          postalCode: "69002",
          addressRegion: "Auvergne-Rhône-Alpes",
          addressCountry: "FR",
        },
      },
      baseSalary: { currency: "EUR", value: { minValue: 45000, maxValue: 55000, unitText: "YEAR" } },
      directApply: true,
      url: `https://site.example/nos-offres/conducteur-de-travaux-gros-oeuvre/${live}`,
    });
    expect(ld.description).toContain("<h2>Vos missions</h2>");
    // Remote work with an office in Lyon: partly remote, not TELECOMMUTE (Google's rule).
    expect(ld).not.toHaveProperty("jobLocationType");
    expect(ld.description).toContain("Télétravail partiel possible.");
  });

  it("renders an archived offer as unavailable, with similar offers and no JobPosting data", async () => {
    const answer = await archivedOffer("chef-de-chantier-vrd", String(archived));
    const view = renderOffer(answer.data, `/nos-offres/chef-de-chantier-vrd/${archived}`);
    expect(h1s(view)).toEqual(["Cette offre d'emploi n'est plus disponible"]);
    within(view.getByRole("banner")).getByText("Chef de chantier VRD");
    expect(view.getByRole("link", { name: "Toutes nos offres" }).getAttribute("href")).toBe("/nos-offres");
    expect(offerLinks(view)).toHaveLength(3);
    for (const offer of answer.data.similar) expect(view.getByRole("link", { name: `Voir l'offre ${offer.name}` }).getAttribute("href")).toBe(offer.href);
    expect(jsonLdOf(view)).toEqual([]);
    expect(view.queryByRole("button", { name: "Je postule" })).toBeNull();
    expect(view.queryByText(including("Je postule"))).toBeNull();
  });
});

describe("offer page meta", () => {
  const metaOf = (loaderData: unknown, pathname: string) =>
    meta({
      loaderData,
      location: { pathname },
      matches: [{ id: "root", data: { brand: { name: "Alto Recrutement" }, publicUrl: "https://site.example" } }],
    } as never) as Record<string, string>[];

  it("titles a live offer with its town and contract, describes it, and points the canonical at it", async () => {
    const loaderData = await liveOffer("conducteur-de-travaux-gros-oeuvre", String(live));
    const tags = metaOf(loaderData, `/nos-offres/conducteur-de-travaux-gros-oeuvre/${live}`);
    expect(tags).toContainEqual({ title: "Conducteur de travaux gros œuvre – Lyon (CDD) | Alto Recrutement" });
    expect(tags.find((tag) => tag.name === "description")?.content).toMatch(/^Vos missions Piloter des chantiers/);
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `https://site.example/nos-offres/conducteur-de-travaux-gros-oeuvre/${live}` });
    expect(tags.some((tag) => tag.name === "robots")).toBe(false);
  });

  it("keeps an archived offer out of the index", async () => {
    const answer = await archivedOffer("chef-de-chantier-vrd", String(archived));
    expect(metaOf(answer.data, `/nos-offres/chef-de-chantier-vrd/${archived}`)).toContainEqual({ name: "robots", content: "noindex" });
  });
});
