import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { getQueriesForElement, queries, type MatcherFunction } from "@testing-library/dom";
import { Window } from "happy-dom";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { defaultBrand } from "../../common/brand";
import type { RootData } from "../../app/lib/root-data";
import { CookieConsentProvider } from "../../app/components/cookie-consent/cookie-consent";

export const testRootData = (overrides: Partial<RootData> = {}): RootData => ({
  brand: defaultBrand,
  siteMap: [],
  agenciesGroupId: null,
  agencies: [],
  publicUrl: "https://site.example",
  contactHref: "/contact",
  legalHref: null,
  footerPages: { services: [], regions: [] },
  user: null,
  ...overrides,
});

function renderServerHtml(path: string, pages: Record<string, ComponentType>, rootData: RootData, pageData: unknown): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        Component: () => (
          <CookieConsentProvider>
            <Outlet />
          </CookieConsentProvider>
        ),
        // A page reading useLoaderData() gets pageData (the framework would pass its loader's).
        children: Object.entries(pages).map(([pagePath, Component]) => ({
          id: `page:${pagePath}`,
          path: pagePath.replace(/^\//, ""),
          Component,
          loader: () => pageData,
        })),
      },
    ],
    {
      initialEntries: [path],
      hydrationData: { loaderData: { root: rootData, ...Object.fromEntries(Object.keys(pages).map((p) => [`page:${p}`, pageData])) } },
    },
  );
  return renderToString(<RouterProvider router={router} />);
}

/** React's text separators removed and the common entities decoded, so French texts compare as written. */
const readable = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * The server's HTML of pages rendered under a root route that provides the root data, as
 * app/root.tsx does. React's text separators are removed and the common entities decoded so
 * French texts compare as written. For what a visitor cannot see (structured data, attributes);
 * assert on what they meet with renderPageDom().
 */
/** A route component given its loader's answer, as the framework would (our pages read no other prop). */
export function withLoaderData<Props extends { loaderData: unknown }>(Page: ComponentType<Props>, loaderData: Props["loaderData"]): ComponentType {
  return () => createElement(Page, { loaderData } as Props);
}

export function renderPage(path: string, pages: Record<string, ComponentType>, rootData: RootData = testRootData(), pageData?: unknown): string {
  return readable(renderServerHtml(path, pages, rootData, pageData));
}

/**
 * Testing Library's text matching keeps U+00A0 and U+202F: its default normalizer would turn
 * them into plain spaces, and a French text would match with any space. Runs of ASCII
 * whitespace still collapse and the ends are trimmed.
 */
const keepFrenchSpaces = (text: string) => text.replace(/[ \t\n\r\f]+/g, " ").replace(/^ | $/g, "");

// Every query with keepFrenchSpaces as its default normalizer (role queries ignore it: an
// accessible name keeps its spaces as written).
const frenchQueries = Object.fromEntries(
  Object.entries(queries).map(([name, query]) => [
    name,
    (container: HTMLElement, matcher: unknown, options?: object) =>
      (query as (...args: unknown[]) => unknown)(container, matcher, { normalizer: keepFrenchSpaces, ...options }),
  ]),
) as typeof queries;

/** Testing Library's queries bound to an element (as its within()), text matched with its French spaces. */
export const within = (element: HTMLElement) => getQueriesForElement(element, frenchQueries);

/**
 * A server's HTML parsed into a document of its own (happy-dom: no script runs, nothing is
 * fetched), and Testing Library's queries bound to its body. html is the readable HTML, for
 * what is not an element a visitor meets (meta tags, an absence from the whole document).
 */
export function parseHtml(serverHtml: string) {
  const window = new Window({ url: "http://localhost/", settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } });
  const document = window.document as unknown as Document;
  document.body.innerHTML = serverHtml;
  // happy-dom's parser selects the wrong <option> of a <select> whose option carries `selected`
  // (capricorn86/happy-dom#2372): select them again, as a browser's parser would have.
  for (const option of document.querySelectorAll<HTMLOptionElement>("option[selected]")) option.selected = true;
  return { html: readable(serverHtml), document, body: document.body, ...within(document.body) };
}

/** renderPage() parsed into a document, with Testing Library's queries bound to its body. */
export function renderPageDom(path: string, pages: Record<string, ComponentType>, rootData: RootData = testRootData(), pageData?: unknown) {
  return parseHtml(renderServerHtml(path, pages, rootData, pageData));
}

export type PageDom = ReturnType<typeof parseHtml>;

/** A text matcher for an element whose own text includes fragment (a string matcher wants the whole text). */
export const including = (fragment: string): MatcherFunction =>
  // Named in Testing Library's error messages.
  Object.assign((text: string) => text.includes(fragment), { toString: () => `including(${JSON.stringify(fragment)})` });

/** An element's attributes by name, to compare with toMatchObject() or toEqual(). */
export const attributesOf = (element: Element): Record<string, string> => Object.fromEntries(Array.from(element.attributes, (a) => [a.name, a.value]));

/**
 * A JSON-LD payload as parsed: whatever shape schema.org allows, read field by field by the
 * tests that assert it (a failed read fails the test).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- structured data has no one shape
export type JsonLd = Record<string, any>;

/** The page's structured data: each JSON-LD script's payload, in document order. */
export const jsonLdOf = (view: { document: Document }): JsonLd[] =>
  Array.from(view.document.querySelectorAll('script[type="application/ld+json"]'), (script) => JSON.parse(script.textContent ?? ""));

/** Whether the elements come in this order in the document. */
export const inDocumentOrder = (...elements: Element[]) =>
  // 4: Node.DOCUMENT_POSITION_FOLLOWING (no global Node outside a browser).
  elements.every((element, index) => index === 0 || (elements[index - 1].compareDocumentPosition(element) & 4) !== 0);
