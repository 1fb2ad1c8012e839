import { useId } from "react";
import { Link } from "~/components/ui/site-link";
import { offerSearchParams, type OfferSearch, type OfferSort } from "~common/offer-search";

const SORTS: { value: OfferSort; label: string }[] = [
  { value: "relevance", label: "Pertinence" },
  { value: "date", label: "Date" },
];

type Props = { search: OfferSearch; sort: OfferSort; pathname: string };

/**
 * «Trier par : Pertinence / Date». Links, not a select: each order is a URL to share, rendered
 * by the server, and works before the page's JS has loaded.
 */
export function SortLinks({ search, sort, pathname }: Props) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <span id={labelId} className="text-slate-700">
        Trier par :
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex rounded-full border border-slate-300 bg-white p-0.5">
        {SORTS.map(({ value, label }) => {
          const current = value === sort;
          return (
            <Link
              key={value}
              to={`${pathname}?${offerSearchParams({ ...search, page: 1, sort: value })}`}
              preventScrollReset
              aria-current={current ? "true" : undefined}
              className={`rounded-full px-3 py-1.5 font-semibold ${current ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`}
            >
              {label}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
