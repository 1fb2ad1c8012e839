import { ArrowLeft } from "lucide-react";
import { Link } from "./site-link";

/** A page header's way back to the list it belongs to («Toutes nos offres»), on the brand's dark background. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
