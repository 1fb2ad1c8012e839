import { useRouteLoaderData } from "react-router";
import type { Brand } from "~common/brand";
import type { SiteMapEntry } from "~common/site-map";
import type { SessionUser } from "~common/roles";
import type { PublicPageFamilies } from "~common/public-pages";

export type RootData = {
  brand: Brand;
  siteMap: SiteMapEntry[];
  /** The «Nos agences» group (5th of the stored site map): two columns, brand prefix stripped. */
  agenciesGroupId: number | null;
  agencies: { label: string; href: string | null }[];
  publicUrl: string;
  contactHref: string;
  legalHref: string | null;
  /** Pages outside the menus the footer links, so none is an orphan. */
  footerPages: Pick<PublicPageFamilies, "services" | "regions">;
  /** The signed-in staff member; null for visitors (who then receive no admin code). */
  user: SessionUser | null;
};

/** The brand settings and the menus, loaded once by the root route. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root data missing");
  return data;
}

export const useBrand = () => useRootData().brand;
