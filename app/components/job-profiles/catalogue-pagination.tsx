import { PageLinks } from "~/components/ui/page-links";

type Props = {
  page: number;
  pageCount: number;
  /** The current search string (query, type): kept on every link, page replaced. */
  search: URLSearchParams;
  pathname: string;
};

export function CataloguePagination({ page, pageCount, search, pathname }: Props) {
  const href = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return <PageLinks label="Pagination des fiches métier" page={page} pageCount={pageCount} href={href} />;
}
