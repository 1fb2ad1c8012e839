import { positionSearchParams, type PositionSearch } from "~common/position-search";
import { PageLinks } from "~/components/ui/page-links";

type Props = { search: PositionSearch; count: number; pathname: string };

export function OffersPagination({ search, count, pathname }: Props) {
  const href = (page: number) => `${pathname}?${positionSearchParams({ ...search, page })}`;
  return <PageLinks label="Pagination des offres" page={search.page} pageCount={Math.ceil(count / search.limit)} href={href} />;
}
