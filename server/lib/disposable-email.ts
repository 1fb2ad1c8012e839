import { createRequire } from "node:module";
import { HttpError } from "./errors";
import { isMadeUpDomain, mailDomain } from "../../common/schemas/contact";

// Decision 4: throwaway domains come from the maintained `disposable-email-domains` package
// (~121k names). Read at run time rather than bundled, and only on the first check, so
// starting the server or a test that never checks a mail does not pay for the list.
const require = createRequire(import.meta.url);
let domains: Set<string> | undefined;

function disposableDomains(): Set<string> {
  // The package's entries are all lower case, which the lookups below rely on.
  domains ??= new Set(require("disposable-email-domains") as string[]);
  return domains;
}

// The list holds a few generic second-level names ("edu.pl", "net.ee") as exact entries;
// treating them as parents would reject every university of a country.
const GENERIC_SECOND_LEVEL = new Set(["ac", "co", "com", "edu", "gov", "net", "org"]);

/**
 * True when the domain, or a parent of it (mail.yopmail.com → yopmail.com), is a known
 * throwaway provider. Case-insensitive; a whole address is accepted too (its part after @).
 */
export function isDisposableEmailDomain(domain: string): boolean {
  const labels = domain
    .slice(domain.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .split(".");
  if (labels.length < 2 || labels.some((label) => !label)) return false;
  const list = disposableDomains();
  if (list.has(labels.join("."))) return true;
  // Parents down to two labels: a top-level domain alone is never on the list.
  for (let i = 1; i <= labels.length - 2; i++) {
    const parent = labels.slice(i);
    if (parent.length === 2 && GENERIC_SECOND_LEVEL.has(parent[0])) continue;
    if (list.has(parent.join("."))) return true;
  }
  return false;
}

/**
 * The one rule of every form that takes a visitor's address (contact, apply, CV drop, alerts,
 * inscription): neither a throwaway provider's nor a made-up domain. Server-side, as the list
 * is far too large for browsers; the forms show NOT_PERMANENT_EMAIL under the field.
 */
export function isPermanentEmail(address: string): boolean {
  const domain = mailDomain(address);
  return !isMadeUpDomain(domain) && !isDisposableEmailDomain(domain);
}

/** A DNS name: at most 253 characters of letters, digits, hyphens and dots (IDN in its xn-- form or in Unicode letters). */
const DOMAIN_SHAPE = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+\.?$/u;

/** GET /api/branding/check_email_domain?domain=…: whether the forms will refuse this domain. */
export function checkEmailDomain(domain: string | undefined): { disposable: boolean } {
  if (!domain || domain.length > 253 || !DOMAIN_SHAPE.test(domain)) throw new HttpError(400, "Nom de domaine invalide");
  return { disposable: isDisposableEmailDomain(domain) };
}
