import { offerSearchParams, type OfferSearch } from "~common/offer-search";
import { PageLinks } from "~/components/ui/page-links";

type Props = { search: OfferSearch; count: number; pathname: string };

export function OffersPagination({ search, count, pathname }: Props) {
  const href = (page: number) => `${pathname}?${offerSearchParams({ ...search, page })}`;
  return <PageLinks label="Pagination des offres" page={search.page} pageCount={Math.ceil(count / search.limit)} href={href} />;
}
