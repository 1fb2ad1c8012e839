import { catalogueSearchString, type CatalogueSearch } from "~common/job-profiles";
import { PageLinks } from "~/components/ui/page-links";

type Props = {
  /** The search shown: its criteria are kept on every link, the page replaced. */
  search: CatalogueSearch;
  pageCount: number;
  pathname: string;
};

export function CataloguePagination({ search, pageCount, pathname }: Props) {
  const href = (target: number) => pathname + catalogueSearchString({ ...search, page: target });
  return <PageLinks label="Pagination des fiches métier" page={search.page} pageCount={pageCount} href={href} />;
}
