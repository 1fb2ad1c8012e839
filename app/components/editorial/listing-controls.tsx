import { useId } from "react";
import { SearchInput } from "~/components/ui/search-input";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { useDebouncedText } from "~/lib/use-debounced-text";
import { Link } from "~/components/ui/site-link";
import { X } from "lucide-react";
import { editorialSearchString, type EditorialSearch, type TagWithCount } from "~common/editorial";
import { PageLinks } from "~/components/ui/page-links";

/**
 * The text search of a listing (spec 1 §5: debounced, and at once on Enter): a GET form (it
 * works before hydration too), back to page 1, the tags kept. Typing replaces the history
 * entry (a pause is not a step Back should revisit); Enter or the button adds one. The field
 * follows the URL when Back or a link changes it. On a phone the button goes under the field,
 * which then has the width to show its whole placeholder.
 */
export function ListingSearch({ search, label, placeholder }: { search: EditorialSearch; label: string; placeholder: string }) {
  const id = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = (query: string, replace: boolean) =>
    navigate(pathname + editorialSearchString({ ...search, query, page: 1 }), { replace, preventScrollReset: true });
  const { text, onChange, take } = useDebouncedText(search.query, (query) => go(query, true));
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      preventScrollReset
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        void go(take(), false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchInput
        className="flex-1"
        id={id}
        name="query"
        value={text}
        maxLength={200}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {search.tags.length > 0 && <input type="hidden" name="tags" value={search.tags.join(",")} />}
      {search.limit !== 25 && <input type="hidden" name="limit" value={search.limit} />}
      <button type="submit" className="rounded-md bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover sm:py-0">
        Rechercher
      </button>
    </Form>
  );
}

/**
 * The side filter of the news (spec 1 §2): each tag toggles in the URL, back to page 1; the list
 * shows the articles of any chosen tag. A tag's count is its own articles, whatever else is
 * chosen or typed: under «any of», adding a theme adds at most that many.
 *
 * Every set of tags is an address, so 14 tags make 16,384 of them (issue 50). Links to one tag
 * (or none) are followed; a link to two or more carries `rel="nofollow"`, and robots.txt keeps
 * crawlers off such addresses (`COMBINED_TAGS_RULES` in server/modules/seo/seo.routes.ts).
 */
export function TagFilter({ search, tags }: { search: EditorialSearch; tags: TagWithCount[] }) {
  const { pathname } = useLocation();
  const shown = tags.filter((tag) => tag.pageCount > 0 || search.tags.includes(tag.slug));
  const toggled = (slug: string) => (search.tags.includes(slug) ? search.tags.filter((other) => other !== slug) : [...search.tags, slug]);
  return (
    <nav aria-label="Filtrer par thème" className="rounded-xl bg-white p-4 shadow-sm lg:p-5">
      <h2 className="text-lg font-bold text-brand-900">Thèmes</h2>
      {/* One row that scrolls sideways on a phone (the articles stay in view), a column beside them
          on a desktop, where a long theme wraps inside the card. */}
      <ul className="mt-3 flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:items-start lg:overflow-visible lg:pb-0">
        {shown.map((tag) => {
          const active = search.tags.includes(tag.slug);
          const target = toggled(tag.slug);
          return (
            <li key={tag.id}>
              <Link
                to={pathname + editorialSearchString({ ...search, tags: target, page: 1 })}
                rel={target.length > 1 ? "nofollow" : undefined}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-semibold lg:whitespace-normal ${
                  active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 text-slate-800 hover:border-brand-600 hover:text-brand-800"
                }`}
              >
                {tag.title}
                <span className={active ? "text-brand-100" : "text-slate-500"}>({tag.pageCount})</span>
                {active && <X aria-label="retirer" className="size-4" />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function ListingPagination({ search, count, label }: { search: EditorialSearch; count: number; label: string }) {
  const { pathname } = useLocation();
  const pageCount = Math.max(1, Math.ceil(count / search.limit));
  return (
    <PageLinks
      label={label}
      page={search.page}
      pageCount={pageCount}
      href={(page) => pathname + editorialSearchString({ ...search, page })}
      nofollow={search.tags.length > 1}
    />
  );
}

/** True while this same listing loads its next results (skeletons then), not when leaving it. */
export function useListingLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

/** A listing's title band. */
export function ListingHeader({ title, intro, above }: { title: string; intro?: string; above?: React.ReactNode }) {
  return (
    <header className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-10 text-center sm:py-12">
        {above}
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
      </div>
    </header>
  );
}
