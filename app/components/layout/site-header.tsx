import { useLocation } from "react-router";
import { FileUp, Mail } from "lucide-react";
import { useRootData } from "~/lib/root-data";
import { useCvDrop } from "~/components/offers/apply/cv-drop-provider";
import { DesktopMenu } from "./desktop-menu";
import { MobileDrawer } from "./mobile-drawer";
import { SiteLogo } from "./site-logo";
import { SkipLink } from "./skip-link";

/** Under /nos-offres the site is in the jobs context (spec 2 §2). */
export const isJobsContext = (pathname: string) => pathname === "/nos-offres" || pathname.startsWith("/nos-offres/");

export function SiteHeader() {
  const { pathname } = useLocation();
  const { contactHref } = useRootData();
  const cvDrop = useCvDrop();
  // On the narrowest phones the call to action keeps its icon and its name for assistive
  // technologies; its text shows from 420 px, where it fits beside the logo.
  const ctaClass =
    "flex items-center gap-2 whitespace-nowrap rounded-full bg-accent px-3 py-2.5 text-sm font-bold text-white shadow hover:bg-accent-hover min-[420px]:px-5";
  // not-sr-only resets white-space: the name must stay on one line beside the menu.
  const ctaText = "sr-only min-[420px]:not-sr-only min-[420px]:whitespace-nowrap";
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <MobileDrawer />
        <SiteLogo />
        <div className="ml-auto flex items-center gap-2">
          <DesktopMenu />
          {isJobsContext(pathname) ? (
            <button type="button" onClick={cvDrop.open} className={ctaClass}>
              <FileUp aria-hidden="true" className="size-5 min-[420px]:hidden" />
              <span className={ctaText}>Drop ton CV</span>
            </button>
          ) : (
            <a href={contactHref} className={ctaClass}>
              <Mail aria-hidden="true" className="size-5 min-[420px]:hidden" />
              <span className={ctaText}>Contactez-nous</span>
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
