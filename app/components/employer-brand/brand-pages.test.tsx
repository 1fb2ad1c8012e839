import { describe, expect, it } from "vitest";
import TeamPage from "~/routes/employer-brand/team";
import PartnersPage from "~/routes/employer-brand/partners";
import GreatPlaceToWorkPage from "~/routes/employer-brand/great-place-to-work";
import { partnerSeeds, teamMemberSeeds } from "../../../server/seed/team-partners";
import { renderPage } from "../../../tests/support/render-page";
import { cutText, initials } from "./cut-text";

const members = teamMemberSeeds("Alto Recrutement").map((member, index) => ({ ...member, id: index + 1 }));
const partners = partnerSeeds.map(({ label, url, description }, index) => ({ id: index + 1, label, url, description }));

// The route components receive their loader data as a prop; the memory router gives none.
const Team = () => <TeamPage {...({ loaderData: { members } } as any)} />;
const Partners = () => <PartnersPage {...({ loaderData: { partners } } as any)} />;

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);

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
  const html = renderPage("/marque-employeur/notre-equipe/alto", { "marque-employeur/notre-equipe/:brand": Team });

  it("has one h1 and a card per member with the cut text shown and the full text in the HTML", () => {
    expect(h1s(html)).toEqual(["Notre équipe"]);
    for (const member of members) {
      expect(html).toContain(`${member.firstname} ${member.lastname}`);
      expect(html).toContain(member.position);
      expect(html).toContain(`<p>${cutText(member.description)}</p>`);
      expect(html).toContain(`<p hidden="">${member.description}</p>`);
    }
    // A collapsed toggle per long description, disabled until the page is interactive.
    expect(html.match(/<button[^>]*aria-expanded="false"[^>]*>Voir plus/g)).toHaveLength(members.length);
  });
});

describe("partners page", () => {
  const html = renderPage("/marque-employeur/nos-partenaires/alto/", { "marque-employeur/nos-partenaires/:brand": Partners });

  it("lists every partner in the 4/6-column grid, linking out in a new tab", () => {
    expect(h1s(html)).toEqual(["Nos partenaires"]);
    expect(html).toContain('class="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"');
    for (const partner of partners) {
      expect(html).toContain(`href="${partner.url}" target="_blank" rel="noopener noreferrer"`);
      expect(html).toContain(partner.label);
    }
  });
});

describe("Great Place to Work page", () => {
  const html = renderPage("/qui-sommes-nous/nos-engagements/great-place-to-work", {
    "qui-sommes-nous/nos-engagements/great-place-to-work": GreatPlaceToWorkPage,
  });

  it("has its h1, the spec's figures and the contact section", () => {
    expect(h1s(html)).toEqual(["Great Place to Work®, notre engagement employeur"]);
    for (const text of ["93 %", "500+", "Top 100", "Ce que notre certification change pour vous", 'id="contact"']) expect(html).toContain(text);
  });
});
