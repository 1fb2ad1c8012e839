import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import FaqPage from "~/routes/site/faq";
import TeamPage from "~/routes/employer-brand/team";
import { AgencyAbout } from "~/components/agencies/agency-about";
import type { AgencyDetails } from "~/components/agencies/types";
import { PartnersGrid } from "~/components/employer-brand/partners-grid";
import { cutText } from "~/components/employer-brand/cut-text";
import { filterFaq } from "~/components/faq/faq-browser";
import { htmlToText } from "~common/format/rich-text";
import { jsonLdOf, parseHtml, renderPageDom, within, withLoaderData } from "../../../tests/support/render-page";

// The public pages render the sanitized HTML staff wrote as elements: an <strong> is bold
// text, not «<strong>» shown to the visitor.

const LONG =
  "<p>Consultante <strong>spécialiste du BTP</strong> depuis 2010.</p><ul><li><p>Chefs de chantier</p></li><li><p>Conducteurs de travaux</p></li></ul>" +
  `<p>${"Elle rencontre chaque candidat avant de le présenter. ".repeat(3)}</p>`;

describe("team page", () => {
  const members = [
    { id: 1, firstname: "Inès", lastname: "Riche", position: "Consultante", description: LONG, picture: null },
    { id: 2, firstname: "Paul", lastname: "Bref", position: "Consultant", description: "<p>Un <em>court</em> texte.</p>", picture: null },
  ];
  const view = renderPageDom("/marque-employeur/notre-equipe/alto", { "marque-employeur/notre-equipe/:brand": withLoaderData(TeamPage, { members }) });

  it("cuts a long description at 170 of its characters, without tags, and keeps the formatted one for «Voir plus»", () => {
    const card = within(view.getByRole("article", { name: "Inès Riche" }));
    const cut = card.getByText(cutText(htmlToText(LONG)));
    expect(cut.hidden).toBe(false);
    expect(cut.textContent).not.toContain("<");
    const strong = card.getByText("spécialiste du BTP", { selector: "strong" });
    expect(strong.closest("[hidden]")).not.toBeNull();
    expect(card.getAllByRole("listitem", { hidden: true }).map((item) => item.textContent)).toEqual(["Chefs de chantier", "Conducteurs de travaux"]);
    card.getByRole("button", { name: "Voir plus sur Inès Riche", expanded: false });
  });

  it("shows a short description formatted, with no toggle", () => {
    const card = within(view.getByRole("article", { name: "Paul Bref" }));
    const emphasis = card.getByText("court", { selector: "em" });
    expect(emphasis.closest("[hidden]")).toBeNull();
    expect(card.queryByRole("button")).toBeNull();
  });
});

describe("FAQ page", () => {
  const items = [
    { question: "Combien coûte un recrutement ?", answer: "<p>Entre <strong>15 et 25 %</strong> du salaire annuel.</p>", html: true },
    { question: "Gardez-vous mon CV ?", answer: "<p>Deux ans, puis il est <em>supprimé</em>.</p>", html: true },
  ];
  const view = renderPageDom("/faq", { faq: withLoaderData(FaqPage, { items }) });

  it("renders answers as elements and gives search engines their words only", () => {
    view.getByText("15 et 25 %", { selector: "strong" });
    view.getByText("supprimé", { selector: "em" });
    const faq = jsonLdOf(view).find((data) => data["@type"] === "FAQPage");
    expect(faq?.mainEntity.map((entry: { acceptedAnswer: { text: string } }) => entry.acceptedAnswer.text)).toEqual([
      "Entre 15 et 25 % du salaire annuel.",
      "Deux ans, puis il est supprimé.",
    ]);
  });

  it("searches the answers' words, not their tags", () => {
    expect(filterFaq(items, "strong")).toEqual([]);
    expect(filterFaq(items, "il est supprime")).toEqual([items[1]]);
  });
});

describe("agency and partners", () => {
  it("renders an agency's content as its headings, paragraphs and links", () => {
    const agency = {
      content: '<h2>Le bassin lyonnais</h2><p>Chimie &amp; <strong>pharmacie</strong>.</p><p><a href="https://lyon.example">Nos offres</a></p>',
      contentPhoto: null,
      video: null,
    } as AgencyDetails;
    const view = parseHtml(renderToString(<AgencyAbout agency={agency} city="Lyon" />));
    view.getByRole("heading", { level: 2, name: "Le bassin lyonnais" });
    view.getByText("pharmacie", { selector: "strong" });
    expect(view.getByRole("link", { name: "Nos offres" }).getAttribute("href")).toBe("https://lyon.example");
    expect(view.body.textContent).toContain("Chimie & pharmacie.");
  });

  it("keeps a partner's formatting but not its links: the whole badge is already a link", () => {
    const partners = [
      {
        id: 1,
        label: "École",
        url: "https://ecole.example",
        image: null,
        description: '<p>Des <strong>stages</strong> et <a href="https://x.example">forums</a>.</p>',
      },
    ];
    const view = parseHtml(renderToString(<PartnersGrid partners={partners} />));
    const link = view.getByRole("link", { name: (name) => name.includes("École") });
    within(link).getByText("stages", { selector: "strong" });
    expect(link.querySelectorAll("a")).toHaveLength(0);
    expect(link.textContent).toContain("Des stages et forums.");
  });
});
