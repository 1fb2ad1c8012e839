import { describe, expect, it } from "vitest";
import { defaultBrand } from "~common/brand";
import { CANDIDATE_COOKIES_REQUIRED, CV_DROP_PITCH, RESUME_ACCEPT, alertConsentText, applicationConsentText } from "~common/candidate-forms";
import { EMPTY_OFFER_SEARCH } from "~common/offer-search";
import type { SiteMapEntry } from "~common/site-map";
import { including, renderPageDom, within, type PageDom } from "../../../../tests/support/render-page";
import AlertDialog from "../alert/alert-dialog";
import { CreateAlertButton } from "../alert/create-alert-button";
import { NavLink } from "~/components/layout/nav-link";
import { ApplyDialog } from "./apply-dialog";
import { CvDropDialog } from "./cv-drop-dialog";

// The dialogs as the first render draws them (no effect has run): what a visitor meets on
// opening, before cookies are read or a captcha is solved.

const render = (ui: React.ReactNode) => renderPageDom("/", { "/": () => <>{ui}</> });
const noop = () => {};

/**
 * The page's one dialog, opened as the browser does (the server sends a closed native <dialog>,
 * out of the accessibility tree, and showModal() opens it), found by its name.
 */
function openDialog(view: PageDom, title: string) {
  const closed = view.getByRole("dialog", { hidden: true });
  expect(closed.tagName).toBe("DIALOG");
  expect(closed.hasAttribute("open")).toBe(false);
  closed.setAttribute("open", "");
  return within(view.getByRole("dialog", { name: title }));
}

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

describe("the apply dialog", () => {
  const dialog = openDialog(
    render(<ApplyDialog offer={{ id: 42, name: "Conducteur de travaux H/F" }} onClose={noop} />),
    "Postulez à Conducteur de travaux H/F",
  );

  it("is a modal dialog named «Postulez à {name}» with a close button", () => {
    dialog.getByRole("heading", { name: "Postulez à Conducteur de travaux H/F" });
    dialog.getByRole("button", { name: "Fermer" });
  });

  it("has the e-mail, cover letter, CV file input, consent and captcha", () => {
    dialog.getByRole("textbox", { name: "Adresse e-mail" });
    dialog.getByRole("textbox", { name: "Lettre de motivation (facultatif)" });
    const resume = dialog.getByLabelText(including("Votre CV"));
    expect([resume.getAttribute("type"), resume.getAttribute("accept")]).toEqual(["file", RESUME_ACCEPT]);
    dialog.getByRole("checkbox", { name: applicationConsentText(defaultBrand.name) });
    dialog.getByText("Vérification anti-robot");
  });

  it("cannot be sent yet and says cookies are needed", () => {
    expect(isDisabled(dialog.getByRole("button", { name: "Envoyer ma candidature" }))).toBe(true);
    dialog.getByRole("button", { name: CANDIDATE_COOKIES_REQUIRED });
  });
});

describe("the CV drop dialog", () => {
  const dialog = openDialog(render(<CvDropDialog onClose={noop} onSent={noop} />), "Drop ton CV");
  it("pitches the pool and waits for a CV before «Envoyer mon CV»", () => {
    dialog.getByRole("heading", { name: "Drop ton CV" });
    dialog.getByText(CV_DROP_PITCH);
    expect(dialog.getByLabelText(including("Votre CV")).getAttribute("type")).toBe("file");
    expect(isDisabled(dialog.getByRole("button", { name: "Envoyer mon CV" }))).toBe(true);
    dialog.getByRole("button", { name: CANDIDATE_COOKIES_REQUIRED });
  });
});

describe("alerts", () => {
  it("«Créer ton alerte» is disabled without a criterion and enabled with one", () => {
    expect(isDisabled(render(<CreateAlertButton search={EMPTY_OFFER_SEARCH} />).getByRole("button", { name: "Créer ton alerte" }))).toBe(true);
    expect(
      isDisabled(render(<CreateAlertButton search={{ ...EMPTY_OFFER_SEARCH, query: "soudeur" }} />).getByRole("button", { name: "Créer ton alerte" })),
    ).toBe(false);
  });

  it("the dialog recalls the search and waits before «Activer»", () => {
    const dialog = openDialog(
      render(<AlertDialog search={{ ...EMPTY_OFFER_SEARCH, query: "soudeur", location: "Lyon" }} onClose={noop} />),
      "Activer les alertes pour cette recherche",
    );
    // Each criterion (term) with its value (the definition that follows it).
    expect(dialog.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ["Recherche", "soudeur"],
      ["Lieu", "Lyon"],
    ]);
    dialog.getByRole("checkbox", { name: alertConsentText(defaultBrand.name) });
    expect(isDisabled(dialog.getByRole("button", { name: "Activer" }))).toBe(true);
    dialog.getByRole("button", { name: CANDIDATE_COOKIES_REQUIRED });
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
    const cv = render(<NavLink entry={entry("CV")} />);
    expect(cv.getByRole("button", { name: "Déposer votre CV" }).getAttribute("type")).toBe("button");
    expect(cv.queryByRole("link")).toBeNull();
    const offers = render(<NavLink entry={entry("Offres")} />);
    expect(offers.getByRole("link", { name: "Déposer votre CV" }).getAttribute("href")).toBe("/nos-offres");
    expect(offers.queryByRole("button")).toBeNull();
  });
});
