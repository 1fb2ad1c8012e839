import { describe, expect, it } from "vitest";
import TeamPage from "~/routes/employer-brand/team";
import PartnersPage from "~/routes/employer-brand/partners";
import GreatPlaceToWorkPage from "~/routes/employer-brand/great-place-to-work";
import { partnerSeeds, teamMemberSeeds } from "../../../server/seed/team-partners";
import { attributesOf, including, renderPageDom, within, type PageDom, withLoaderData } from "../../../tests/support/render-page";
import { cutText, initials } from "./cut-text";

// The first member and partner have an uploaded picture; the others show their placeholder.
const members = teamMemberSeeds("Alto Recrutement").map((member, index) => ({
  ...member,
  id: index + 1,
  picture: index === 0 ? "/media/files/teammember/1-ab12cd34" : null,
}));
const partners = partnerSeeds.map(({ label, url, description }, index) => ({
  id: index + 1,
  label,
  url,
  description,
  image: index === 0 ? "/media/files/partner/1-ab12cd34" : null,
}));

// The route components receive their loader data as a prop; the memory router gives none.
const Team = withLoaderData(TeamPage, { members });
const Partners = withLoaderData(PartnersPage, { partners });

const h1s = (view: PageDom) => view.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent);

describe("cutText", () => {
  it("cuts at 170 characters with an ellipsis and leaves short texts alone", () => {
    const long = "a".repeat(169) + " bcd";
    expect(cutText(long)).toBe(`${"a".repeat(169)}…`);
    expect(cutText("x".repeat(171))).toBe(`${"x".repeat(170)}…`);
    expect(cutText("x".repeat(170))).toBe("x".repeat(170));
    expect(initials("hélène", "Marchetti")).toBe("HM");
  });
});

describe("team page", () => {
  const view = renderPageDom("/marque-employeur/notre-equipe/alto", { "marque-employeur/notre-equipe/:brand": Team });

  it("has one h1 and a card per member with the cut text shown and the full text in the HTML", () => {
    expect(h1s(view)).toEqual(["Notre équipe"]);
    for (const member of members) {
      const name = `${member.firstname} ${member.lastname}`;
      const card = within(view.getByRole("article", { name }));
      card.getByRole("heading", { name });
      card.getByText(member.position);
      expect(card.getByText(cutText(member.description)).hidden).toBe(false);
      expect(card.getByText(member.description).hidden).toBe(true);
      // A collapsed toggle per long description, disabled until the page is interactive.
      expect(card.getByRole<HTMLButtonElement>("button", { name: `Voir plus sur ${name}`, expanded: false }).disabled).toBe(true);
    }
    expect(view.getAllByRole("button", { name: including("Voir plus") })).toHaveLength(members.length);
  });
});

describe("partners page", () => {
  const view = renderPageDom("/marque-employeur/nos-partenaires/alto/", { "marque-employeur/nos-partenaires/:brand": Partners });

  it("lists every partner in the 4/6-column grid, linking out in a new tab", () => {
    expect(h1s(view)).toEqual(["Nos partenaires"]);
    const grid = view.getByRole("list", { name: "Nos partenaires" });
    expect(grid.getAttribute("class")).toBe("grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6");
    for (const partner of partners) {
      const link = within(grid).getByRole("link", { name: including(partner.label) });
      expect(attributesOf(link)).toMatchObject({ href: partner.url, target: "_blank", rel: "noopener noreferrer" });
      within(link).getByText(partner.label);
    }
  });
});

describe("Great Place to Work page", () => {
  const view = renderPageDom("/qui-sommes-nous/nos-engagements/great-place-to-work", {
    "qui-sommes-nous/nos-engagements/great-place-to-work": GreatPlaceToWorkPage,
  });

  it("has its h1, the spec's figures and the contact section", () => {
    expect(h1s(view)).toEqual(["Great Place to Work®, notre engagement employeur"]);
    for (const figure of ["93 %", "500+", "Top 100"]) view.getByText(figure);
    view.getByRole("heading", { name: "Ce que notre certification change pour vous" });
    expect(view.getByRole("region", { name: "Travaillons ensemble" }).id).toBe("contact");
  });
});

describe("uploaded pictures", () => {
  it("show a member's photo in AVIF and WebP at the portrait widths, lazily, the others their initials", () => {
    const view = renderPageDom("/marque-employeur/notre-equipe/alto", { "marque-employeur/notre-equipe/:brand": Team });
    const first = view.getByRole("article", { name: `${members[0]!.firstname} ${members[0]!.lastname}` });
    const image = first.querySelector("picture img")!;
    expect(attributesOf(image)).toMatchObject({ src: "/media/files/teammember/1-ab12cd34-320.webp", width: "320", height: "320", loading: "lazy", alt: "" });
    expect(image.getAttribute("srcset")).toBe(
      "/media/files/teammember/1-ab12cd34-160.webp 160w, /media/files/teammember/1-ab12cd34-320.webp 320w, /media/files/teammember/1-ab12cd34-640.webp 640w",
    );
    expect(first.querySelector("picture source")!.getAttribute("type")).toBe("image/avif");
    const second = view.getByRole("article", { name: `${members[1]!.firstname} ${members[1]!.lastname}` });
    expect(second.querySelector("img")).toBeNull();
  });

  it("show a partner's logo at the logo widths and a monogram for the others", () => {
    const view = renderPageDom("/marque-employeur/nos-partenaires/alto/", { "marque-employeur/nos-partenaires/:brand": Partners });
    const logos = view.getByRole("list", { name: "Nos partenaires" }).querySelectorAll("img");
    expect(logos).toHaveLength(1);
    expect(logos[0]!.getAttribute("srcset")).toBe("/media/files/partner/1-ab12cd34-200.webp 200w, /media/files/partner/1-ab12cd34-400.webp 400w");
  });
});
