import { useMatches } from "react-router";
import type { PageRecord } from "~common/manager-meta";

type PageRecordsHandle = { pageRecords: (loaderData: never) => PageRecord[] };

/**
 * A route's `handle` declaring the records its page shows, read by the admin dial's «Cette
 * page» (spec 3 §2.2): `export const handle = pageRecords<Route.ComponentProps["loaderData"]>((data) => […])`.
 */
export function pageRecords<Data>(list: (data: Data) => PageRecord[]): PageRecordsHandle {
  return { pageRecords: list as PageRecordsHandle["pageRecords"] };
}

/** The records of every route on screen; none where a loader failed (the error page shows nothing). */
export function usePageRecords(): PageRecord[] {
  return useMatches().flatMap((match) => {
    const handle = match.handle as Partial<PageRecordsHandle> | undefined;
    return handle?.pageRecords && match.loaderData ? handle.pageRecords(match.loaderData as never) : [];
  });
}
