import { describe, expect, it } from "vitest";
import { defaultBrand } from "~common/brand";
import { CANDIDATE_COOKIES_REQUIRED, CV_DROP_PITCH, RESUME_ACCEPT, alertConsentText, applicationConsentText } from "~common/candidate-forms";
import { EMPTY_OFFER_SEARCH } from "~common/offer-search";
import type { SiteMapEntry } from "~common/site-map";
import { renderPage } from "../../../../tests/support/render-page";
import AlertDialog from "../alert/alert-dialog";
import { CreateAlertButton } from "../alert/create-alert-button";
import { NavLink } from "~/components/layout/nav-link";
import { ApplyDialog } from "./apply-dialog";
import { CvDropDialog } from "./cv-drop-dialog";

// The dialogs as the first render draws them (no effect has run): what a visitor meets on
// opening, before cookies are read or a captcha is solved.

const render = (ui: React.ReactNode) => renderPage("/", { "/": () => <>{ui}</> });
const noop = () => {};

/** The dialog element's opening tag and its title, tied by aria-labelledby. */
function dialogTitle(html: string): string {
  // A native <dialog>: the browser makes it modal when it opens (showModal()).
  const labelledBy = html.match(/<dialog aria-labelledby="([^"]+)"/)?.[1];
  expect(labelledBy).toBeDefined();
  return html.match(new RegExp(`<h2 id="${labelledBy}"[^>]*>([^<]*)</h2>`))?.[1] ?? "";
}

const buttonTag = (html: string, text: string) => html.match(new RegExp(`<button[^>]*>(?:<[^>]+>)*${text}`))?.[0] ?? "";

describe("the apply dialog", () => {
  const html = render(<ApplyDialog offer={{ id: 42, name: "Conducteur de travaux H/F" }} onClose={noop} />);

  it("is a modal dialog named «Postulez à {name}» with a close button", () => {
    expect(dialogTitle(html)).toBe("Postulez à Conducteur de travaux H/F");
    expect(html).toContain('aria-label="Fermer"');
  });

  it("has the e-mail, cover letter, CV file input, consent and captcha", () => {
    expect(html).toContain(">Adresse e-mail<");
    expect(html).toContain("Lettre de motivation (facultatif)");
    expect(html).toMatch(new RegExp(`<input type="file" accept="${RESUME_ACCEPT.replace(/\./g, "\\.")}"`));
    expect(html).toContain(applicationConsentText(defaultBrand.name));
    expect(html).toContain("Vérification anti-robot");
  });

  it("cannot be sent yet and says cookies are needed", () => {
    expect(buttonTag(html, "Envoyer ma candidature")).toContain(' disabled=""');
    expect(html).toContain(CANDIDATE_COOKIES_REQUIRED);
  });
});

describe("the CV drop dialog", () => {
  const html = render(<CvDropDialog onClose={noop} onSent={noop} />);
  it("pitches the pool and waits for a CV before «Envoyer mon CV»", () => {
    expect(dialogTitle(html)).toBe("Drop ton CV");
    expect(html).toContain(CV_DROP_PITCH);
    expect(html).toContain('type="file"');
    expect(buttonTag(html, "Envoyer mon CV")).toContain(' disabled=""');
    expect(html).toContain(CANDIDATE_COOKIES_REQUIRED);
  });
});

describe("alerts", () => {
  it("«Créer ton alerte» is disabled without a criterion and enabled with one", () => {
    expect(buttonTag(render(<CreateAlertButton search={EMPTY_OFFER_SEARCH} />), "Créer ton alerte")).toContain(' disabled=""');
    expect(buttonTag(render(<CreateAlertButton search={{ ...EMPTY_OFFER_SEARCH, query: "soudeur" }} />), "Créer ton alerte")).not.toContain(' disabled=""');
  });

  it("the dialog recalls the search and waits before «Activer»", () => {
    const html = render(<AlertDialog search={{ ...EMPTY_OFFER_SEARCH, query: "soudeur", location: "Lyon" }} onClose={noop} />);
    expect(dialogTitle(html)).toBe("Activer les alertes pour cette recherche");
    expect(html).toMatch(/<dt[^>]*>Recherche<\/dt><dd[^>]*>soudeur<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Lieu<\/dt><dd[^>]*>Lyon<\/dd>/);
    expect(html).toContain(alertConsentText(defaultBrand.name));
    expect(buttonTag(html, "Activer")).toContain(' disabled=""');
    expect(html).toContain(CANDIDATE_COOKIES_REQUIRED);
  });
});

describe("the menus' CV entry", () => {
  const entry = (shortLabel: string | null): SiteMapEntry => ({
    id: 1,
    label: "Déposer votre CV",
    shortLabel,
    href: "/nos-offres",
    isExternal: false,
    children: [],
  });
  it("is a button (it opens the CV drop dialog), other entries stay links", () => {
    expect(render(<NavLink entry={entry("CV")} />)).toMatch(/<button type="button"[^>]*>Déposer votre CV<\/button>/);
    expect(render(<NavLink entry={entry("Offres")} />)).toMatch(/<a [^>]*href="\/nos-offres"[^>]*>Déposer votre CV<\/a>/);
  });
});
