import { useEffect, useRef, useState } from "react";
import { apiFetch } from "~/lib/api";
import type { ListAnswer } from "~common/schemas/list";

/**
 * A list search: POSTs `body` to `url` whenever either changes (or `reloads` grows) and keeps
 * the latest answer; an answer arriving after a newer request started is dropped. With an
 * initial answer (the page's loader), the first request is skipped.
 */
export function useListAnswer<Row>(url: string, body: unknown, initial: ListAnswer<Row> | undefined, reloads = 0) {
  const [answer, setAnswer] = useState<ListAnswer<Row>>(initial ?? { rows: [], count: 0, total: 0 });
  const [loading, setLoading] = useState(!initial);
  const skipFirst = useRef(Boolean(initial));
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    apiFetch<ListAnswer<Row>>(url, { body, signal: controller.signal })
      .then((result) => {
        setAnswer(result);
        setLoading(false);
      })
      .catch(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [url, body, reloads]);
  return { answer, loading };
}
