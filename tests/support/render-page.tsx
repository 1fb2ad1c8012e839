import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
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

/**
 * The server's HTML of pages rendered under a root route that provides the root data, as
 * app/root.tsx does. React's text separators are removed and the common entities decoded so
 * French texts compare as written.
 */
export function renderPage(path: string, pages: Record<string, ComponentType>, rootData: RootData = testRootData(), pageData?: unknown): string {
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
  return renderToString(<RouterProvider router={router} />)
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
