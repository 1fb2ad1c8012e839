import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { offerSearchParams, readOfferSearch, type OfferSearch } from "~common/offer-search";

export type SearchChanges = Partial<Omit<OfferSearch, "page" | "limit">>;

/** Two searches that would show the same results from page 1 (the page itself is ignored). */
const sameCriteria = (a: OfferSearch, b: OfferSearch) => offerSearchParams({ ...a, page: 1 }).toString() === offerSearchParams({ ...b, page: 1 }).toString();

/**
 * The search the controls show, and how they change it. The URL is the only state: a shared
 * link, a reload and back/forward all restore the same controls. While a search is loading,
 * the controls already show it (read from the pending location) instead of snapping back to
 * the previous results' values until the loader answers.
 */
export function useSearchNavigation(loaded: OfferSearch) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();

  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const search = useMemo(() => (pendingSearch == null ? loaded : readOfferSearch(new URLSearchParams(pendingSearch)).search), [pendingSearch, loaded]);

  // Debounced fields call update from timers: they must merge into the latest search, not the
  // one of the render that scheduled them.
  const latest = useRef({ search, setSearchParams });
  latest.current = { search, setSearchParams };
  // The router renders its state in transitions, so a render may still show an older search
  // than the one just asked for: changes in a quick row (slider keys, Enter after a pause)
  // build on the last request until the router has settled.
  const requested = useRef<OfferSearch | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") requested.current = null;
  }, [navigation.state, location.key]);

  const update = useRef((changes: SearchChanges) => {
    const { search: shown, setSearchParams: navigate } = latest.current;
    const current = requested.current ?? shown;
    const next: OfferSearch = { ...current, ...changes, page: 1 };
    if (sameCriteria(next, current)) return;
    requested.current = next;
    // One history entry per search: Back returns to the previous results.
    navigate(offerSearchParams(next), { preventScrollReset: true });
  }).current;

  return {
    search,
    update,
    /** Anything loading (the page's bar). */
    loading: navigation.state !== "idle" || revalidator.state === "loading",
    /** This page's next results loading (the results dim). */
    searching: pendingSearch != null,
  };
}
