import { useLocation } from "react-router";
import { useRootData } from "~/lib/root-data";
import { useCvDrop } from "~/components/offres/apply/cv-drop-provider";
import { DesktopMenu } from "./desktop-menu";
import { MobileDrawer } from "./mobile-drawer";
import { SiteLogo } from "./site-logo";

/** Under /nos-offres the site is in the jobs context (spec 2 §2). */
export const isJobsContext = (pathname: string) => pathname === "/nos-offres" || pathname.startsWith("/nos-offres/");

export function SiteHeader() {
  const { pathname } = useLocation();
  const { contactHref } = useRootData();
  const cvDrop = useCvDrop();
  const ctaClass = "whitespace-nowrap rounded-full bg-accent-500 px-5 py-2.5 text-sm font-bold text-white shadow hover:bg-accent-600";
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Aller au contenu
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileDrawer />
        <SiteLogo />
        <div className="ml-auto flex items-center gap-2">
          <DesktopMenu />
          {isJobsContext(pathname) ? (
            <button type="button" onClick={cvDrop.open} className={ctaClass}>Drop ton CV</button>
          ) : (
            <a href={contactHref} className={ctaClass}>Contactez-nous</a>
          )}
        </div>
      </div>
    </header>
  );
}
