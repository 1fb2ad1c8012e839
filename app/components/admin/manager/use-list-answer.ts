import { useEffect, useRef, useState } from "react";
import type { ListAnswer } from "~common/schemas/list";

/** The list's search call: one of the typed routes of ~/lib/api, given the body and the signal. */
export type ListSearch<Row> = (body: unknown, signal: AbortSignal) => Promise<ListAnswer<Row>>;

/**
 * A list search: runs `search` with `body` whenever `searchKey` or `body` changes (or `reloads`
 * grows) and keeps the latest answer; an answer arriving after a newer request started is
 * dropped. With an initial answer (the page's loader), the first request is skipped.
 * `searchKey` names the list (a manager's appLabel/model): the function itself is new at each render.
 */
export function useListAnswer<Row>(search: ListSearch<Row>, searchKey: string, body: unknown, initial: ListAnswer<Row> | undefined, reloads = 0) {
  const [answer, setAnswer] = useState<ListAnswer<Row>>(initial ?? { rows: [], count: 0, total: 0 });
  const [loading, setLoading] = useState(!initial);
  const skipFirst = useRef(Boolean(initial));
  const latestSearch = useRef(search);
  latestSearch.current = search;
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    latestSearch
      .current(body, controller.signal)
      .then((result) => {
        setAnswer(result);
        setLoading(false);
      })
      .catch(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [searchKey, body, reloads]);
  return { answer, loading };
}
