import { afterAll, beforeAll, describe, expect, it } from "vitest";
import IndependentPage, { loader as independentLoader } from "~/routes/independents/independent";
import IndependentsPage, { loader as independentsLoader } from "~/routes/independents/independents";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { renderPage } from "../../../tests/support/render-page";
import { seedGeography } from "../../../server/seed/geography";
import { seedIndependents } from "../../../server/seed/independents";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedGeography(t.deps.db, { communes: false });
  await seedIndependents(t.deps.db);
}, 120_000);
afterAll(() => t.close());

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);
const loadList = (search = "") =>
  independentsLoader({ params: {}, context: t.deps, request: new Request(`http://localhost/nos-recruteurs${search}`) } as never);
const loadOne = (slug: string) =>
  independentLoader({ params: { slug }, context: t.deps, request: new Request(`http://localhost/nos-recruteurs/${slug}?utm=x`) } as never);

describe("/nos-recruteurs", () => {
  it("renders every recruiter and the department select on the server", async () => {
    const loaderData = await loadList();
    const html = renderPage("/nos-recruteurs", { "nos-recruteurs": () => <IndependentsPage {...({ loaderData } as any)} /> });
    expect(h1s(html)).toEqual(["Nos recruteurs indépendants"]);
    expect(html.match(/aria-label="Voir le profil de /g)).toHaveLength(5);
    expect(html).toContain("5 recruteurs indépendants dans toute la France");
    expect(html).toContain("Département de la Gironde (33)");
    expect(html).toContain('<option value="17">Charente-Maritime (17)</option>');
    // Only departments somebody covers, sorted by code.
    const codes = loaderData.departments.map((d) => d.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).not.toContain("75");
  });

  it("filters from ?departement= and says where", async () => {
    const loaderData = await loadList("?departement=17");
    expect(loaderData.independents.map((i) => i.slug)).toEqual(["claire-vasseur", "nadia-amrani"]);
    const html = renderPage("/nos-recruteurs?departement=17", { "nos-recruteurs": () => <IndependentsPage {...({ loaderData } as any)} /> });
    expect(html).toMatch(/2 recruteurs indépendants dans le département de la Charente-Maritime/);
    expect(html).toMatch(/<option value="17" selected="">/);
  });

  it("shows the empty text for a department nobody covers", async () => {
    const loaderData = await loadList("?departement=75");
    const html = renderPage("/nos-recruteurs?departement=75", { "nos-recruteurs": () => <IndependentsPage {...({ loaderData } as any)} /> });
    expect(html).toContain("Aucun recruteur indépendant n'intervient encore dans ce département.");
  });
});

describe("/nos-recruteurs/:slug", () => {
  it("renders the profile, contact links, reviews and sections on the server", async () => {
    const loaderData = await loadOne("mathieu-roussel");
    const html = renderPage("/nos-recruteurs/mathieu-roussel", { "nos-recruteurs/:slug": () => <IndependentPage {...({ loaderData } as any)} /> });
    expect(h1s(html)).toEqual(["Mathieu Roussel"]);
    expect(html).toContain('href="tel:0199003120"');
    expect(html).toMatch(/<a href="https:\/\/business\.google\.example\/mathieu-roussel" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain(loaderData.independent.tertiaryLongDescription!);
    expect(html).toContain("Depuis le département du Rhône, Mathieu recrute aussi pour les entreprises de l'Ain, de l'Isère et de la Loire.");
    expect(html).toContain(loaderData.reviews[0].text);
    expect(html).toContain('id="contact"');
    expect(html).toContain("Retrouvez nos agences de recrutement dans toute la France");
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
