import { afterAll, beforeAll, describe, expect, it } from "vitest";
import IndependentPage, { loader as independentLoader } from "~/routes/independents/independent";
import IndependentsPage, { loader as independentsLoader } from "~/routes/independents/independents";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { attributesOf, including, renderPageDom, type PageDom, withLoaderData } from "../../../tests/support/render-page";
import { seedGeography } from "../../../server/seed/geography";
import { seedIndependents } from "../../../server/seed/independents";
import { htmlToText } from "~common/format/rich-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGeography(t.deps.db, { communes: false });
  await seedIndependents(t.deps.db);
}, 120_000);
afterAll(() => t.close());

const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);
const loadList = (search = "") =>
  independentsLoader({ params: {}, context: t.deps, request: new Request(`http://localhost/nos-recruteurs${search}`) } as never);
const loadOne = (slug: string) =>
  independentLoader({ params: { slug }, context: t.deps, request: new Request(`http://localhost/nos-recruteurs/${slug}?utm=x`) } as never);

describe("/nos-recruteurs", () => {
  it("renders every recruiter and the department select on the server", async () => {
    const loaderData = await loadList();
    const view = renderPageDom("/nos-recruteurs", { "nos-recruteurs": withLoaderData(IndependentsPage, loaderData) });
    expect(h1s(view)).toEqual(["Nos recruteurs indépendants"]);
    expect(view.getAllByRole("link", { name: (name) => name.startsWith("Voir le profil de ") })).toHaveLength(5);
    view.getByRole("heading", { name: "5 recruteurs indépendants dans toute la France" });
    view.getByText("Département de la Gironde (33)");
    expect(view.getByRole<HTMLOptionElement>("option", { name: "Charente-Maritime (17)", selected: false }).value).toBe("17");
    // Only departments somebody covers, sorted by code.
    const codes = loaderData.departments.map((d) => d.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain("75");
  });

  it("filters from ?departement= and says where", async () => {
    const loaderData = await loadList("?departement=17");
    expect(loaderData.independents.map((i) => i.slug)).toEqual(["claire-vasseur", "nadia-amrani"]);
    const view = renderPageDom("/nos-recruteurs?departement=17", { "nos-recruteurs": withLoaderData(IndependentsPage, loaderData) });
    view.getByRole("heading", { name: "2 recruteurs indépendants dans le département de la Charente-Maritime" });
    expect(view.getByRole<HTMLOptionElement>("option", { selected: true }).value).toBe("17");
  });

  it("shows the empty text for a department nobody covers", async () => {
    const loaderData = await loadList("?departement=75");
    const view = renderPageDom("/nos-recruteurs?departement=75", { "nos-recruteurs": withLoaderData(IndependentsPage, loaderData) });
    view.getByText(including("Aucun recruteur indépendant n'intervient encore dans ce département."));
  });
});

describe("/nos-recruteurs/:slug", () => {
  it("renders the profile, contact links, reviews and sections on the server", async () => {
    const loaderData = await loadOne("mathieu-roussel");
    const view = renderPageDom("/nos-recruteurs/mathieu-roussel", { "nos-recruteurs/:slug": withLoaderData(IndependentPage, loaderData) });
    expect(h1s(view)).toEqual(["Mathieu Roussel"]);
    expect(view.getByRole("link", { name: "Téléphone : 01 99 00 31 20" }).getAttribute("href")).toBe("tel:0199003120");
    expect(attributesOf(view.getByRole("link", { name: "Voir sa fiche Google (nouvel onglet)" }))).toMatchObject({
      href: "https://business.google.example/mathieu-roussel",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    // Rich text: the stored paragraph is a paragraph of the page.
    expect(view.getByText(htmlToText(loaderData.independent.tertiaryLongDescription)).tagName).toBe("P");
    view.getByText(including("Depuis le département du Rhône, Mathieu recrute aussi pour les entreprises de l'Ain, de l'Isère et de la Loire."));
    view.getByText(loaderData.reviews[0].text);
    expect(view.getByRole("region", { name: "Un recrutement à confier à Mathieu ? Parlons-en" }).id).toBe("contact");
    view.getByRole("region", { name: "Retrouvez nos agences de recrutement dans toute la France" });
  });

  it("redirects an upper-case address and throws a 404 for an unknown recruiter", async () => {
    const moved = await loadOne("Mathieu-Roussel").then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    expect(moved?.status).toBe(301);
    expect(moved?.headers.get("Location")).toBe("/nos-recruteurs/mathieu-roussel?utm=x");
    for (const slug of ["inconnu", "a_b"]) await expect(loadOne(slug), slug).rejects.toMatchObject({ init: { status: 404 } });
  });
});
