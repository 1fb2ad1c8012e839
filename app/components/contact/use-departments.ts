import { useEffect, useState } from "react";
import type { LandRegistry } from "~common/schemas/geo";
import { api } from "~/lib/api";

export type DepartmentOption = Pick<LandRegistry, "id" | "code" | "label">;

// The 101 departments never change while the page is open: fetched once per visit.
let cache: Promise<DepartmentOption[]> | null = null;

async function fetchDepartments(): Promise<DepartmentOption[]> {
  const { rows } = await api.post("/geo/search_land_registries", { body: { level: 2, page: 1, limit: 10_000 } });
  return rows.map(({ id, code, label }) => ({ id, code, label }));
}

/** Level-2 land registries for the department selector, in code order. */
export function useDepartments(): { departments: DepartmentOption[]; failed: boolean } {
  const [departments, setDepartments] = useState<DepartmentOption[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    cache ??= fetchDepartments();
    cache.then(
      (list) => active && setDepartments(list),
      () => {
        cache = null;
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return { departments, failed };
}
