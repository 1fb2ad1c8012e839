import { useEffect, useState } from "react";

/** False in the server HTML and the first client render, true once React has hydrated the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
