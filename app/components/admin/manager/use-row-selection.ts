import { useState } from "react";
import type { Row } from "./types";

/** The rows picked for a bulk action: only those on screen, so another page, filter or a deletion leaves the rest out. */
export function useRowSelection(rows: Row[]) {
  const [picked, setPicked] = useState<Row["id"][]>([]);
  const selected = picked.filter((id) => rows.some((row) => row.id === id));
  return {
    selected,
    toggle: (id: Row["id"], on: boolean) => setPicked(on ? [...selected, id] : selected.filter((other) => other !== id)),
    setAll: (on: boolean) => setPicked(on ? rows.map((row) => row.id) : []),
    clear: () => setPicked([]),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
