import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useLocation, useRouteLoaderData } from "react-router";
import { brandColorVariables } from "~common/brand-colors";
import type { Route } from "./+types/root";
import { getSiteMap, listFooterPages } from "./services.server";
import { phoneHref } from "~common/brand";
import type { RootData } from "./lib/root-data";
import { AGENCIES_GROUP_INDEX, keepServedEntries, stripBrandPrefix } from "~common/site-map";
import { useNonce } from "./lib/nonce";
import { SiteHeader } from "./components/layout/site-header";
import { SiteFooter } from "./components/layout/site-footer";
import { BackOfficeHeader } from "./components/layout/back-office-header";
import { CookieConsentProvider } from "./components/cookie-consent/cookie-consent";
import { CvDropProvider } from "./components/offers/apply/cv-drop-provider";
import { Suspense } from "react";
import { hasRole } from "~common/roles";
import { useRootData } from "./lib/root-data";
import stylesheet from "./app.css?url";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyPart } from "~/lib/lazy-part";

// Only pages that fail need it (the 404 route has its own copy): kept out of every first load.
const { LazyPart: ErrorPage } = lazyPart(() => import("./components/layout/error-page").then((m) => ({ default: m.ErrorPage })));

// Its own chunk, requested only when a staff member is signed in.
const { LazyPart: AdminDial } = lazyPart(() => import("./components/admin/admin-dial"));
// Clicks and prefetching of the site's links, loaded apart from the first scripts (decision 0043).
const { LazyPart: SiteLinkNavigation } = lazyPart(() => import("./components/ui/site-link-navigation"));

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of the head, before the scripts'
  // preloads: it blocks the first paint, so it is requested first (decision 0040).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { config, served } = context;
  const [siteMap, footerPages] = await Promise.all([getSiteMap(context.db), listFooterPages(context)]);
  return {
    brand: config.brand,
    publicUrl: config.publicUrl,
    siteMap: keepServedEntries(siteMap, served.isServed),
    // Every agency is named in the agencies section, linked once its page exists.
    // Identified in the stored map: pruning unbuilt pages shifts the groups' positions.
    agenciesGroupId: siteMap[AGENCIES_GROUP_INDEX]?.id ?? null,
    agencies: (siteMap[AGENCIES_GROUP_INDEX]?.children ?? []).map((entry) => ({
      label: stripBrandPrefix(entry.label, config.brand.name),
      href: served.isServed(entry.href) ? entry.href : null,
    })),
    // Until the contact page exists, «Contactez-nous» calls the firm.
    contactHref: served.isServed("/contact") ? "/contact" : phoneHref(config.brand.phone),
    legalHref: served.isServed("/mentions-legales") ? "/mentions-legales" : null,
    footerPages,
    user: context.user,
  } satisfies RootData;
}

// The menus and brand change only with content edits: no refetch on every navigation.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Absent when the root loader itself failed: the theme's own colours then.
  const brand = (useRouteLoaderData("root") as RootData | undefined)?.brand;
  return (
    <html lang="fr" style={brandColorVariables(brand?.colors ?? {}) as React.CSSProperties}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        {/* Without scripts, what waits for them is hidden (the contact form's «Chargement du
            formulaire…»). A <style> may sit in a <noscript> in the head only: in the body it is
            invalid HTML (issue 50). */}
        <noscript>
          <style nonce={nonce}>{"[data-needs-scripts]{display:none}"}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The staff screens: managers and the CVthèque. */
const isBackOffice = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * The staff dial, drawn in the browser only: a button rendered by the server would show before
 * it can react to a click. Its own component: the render that follows hydration is this one
 * alone, not the whole layout's (the header's and footer's 160 components on every page).
 */
function StaffDial() {
  const { user } = useRootData();
  const hydrated = useHydrated();
  if (!hydrated || !hasRole(user, "staff")) return null;
  return (
    <Suspense fallback={null}>
      <AdminDial />
    </Suspense>
  );
}

export default function App() {
  // The back-office has its own chrome: no public menus or footer, and no cookie panel over the
  // tables (it sets no cookie but the session, which needs no consent).
  const backOffice = isBackOffice(useLocation().pathname);
  return (
    <CookieConsentProvider askOnArrival={!backOffice}>
      {/* The CV drop dialog opens from the header, the menus and the contact sections. */}
      <CvDropProvider>
        {backOffice ? <BackOfficeHeader /> : <SiteHeader />}
        {/* Focusable so the skip link moves focus (not just the scroll position) to the content.
            In the back-office, room below and beside the tables for the dial (bottom right). */}
        <main id="contenu" tabIndex={-1} className={backOffice ? "pb-24 outline-none sm:pr-20" : "outline-none"}>
          <Outlet />
        </main>
        {!backOffice && <SiteFooter />}
        <Suspense fallback={null}>
          <SiteLinkNavigation />
        </Suspense>
        <StaffDial />
      </CvDropProvider>
    </CookieConsentProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Suspense fallback={null}>
      <ErrorPage status={status} />
    </Suspense>
  );
}
