import { ExternalLink } from "lucide-react";
import { SiteLogo } from "./site-logo";
import { SkipLink } from "./skip-link";

/** The back-office's own bar: the firm's name, where staff are, and the way back to the site. */
export function BackOfficeHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-3 sm:px-4">
        <SiteLogo />
        {/* On a phone the firm's name and «Voir le site» fill the bar: the badge would cover the name. */}
        <span className="hidden shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 sm:inline">Back-office</span>
        <a href="/" className="ml-auto flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          Voir le site <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </header>
  );
}
