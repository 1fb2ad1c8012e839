import type { Db } from "../db/client";
import { siteMapEntries } from "../db/schema";
import { demoAgencies } from "./demo-agencies";

type SeedEntry = { label: string; shortLabel?: string; href?: string; isExternal?: boolean; children?: SeedEntry[] };

/** The spec's structure (spec 1 §2); the fifth group is «Nos agences». */
export function siteMapStructure(brandName: string): SeedEntry[] {
  return [
    {
      label: "Nos offres d'emploi",
      shortLabel: "Offres",
      href: "/nos-offres",
      children: [
        { label: "Toutes nos offres", shortLabel: "Offres", href: "/nos-offres" },
        { label: "Déposer votre CV", shortLabel: "CV", href: "/nos-offres" },
        { label: "Catalogue des fiches métier", shortLabel: "Fiches métier", href: "/catalogue-fiches-metier" },
      ],
    },
    {
      label: "Nos prestations",
      shortLabel: "Prestations",
      children: [
        { label: "Externalisation du recrutement (RPO)", shortLabel: "RPO", href: "/services/rpo" },
        { label: "Recrutement prédictif", shortLabel: "Prédictif", href: "/services/1er-cabinet-specialise-dans-le-recrutement-predictif" },
        { label: "Conseil RH", shortLabel: "Conseil RH", href: "/nos-prestations/conseil-rh" },
        { label: "Bilan de compétences", shortLabel: "Bilan", href: "/nos-prestations/bilan-de-competences" },
        { label: "Événementiel", shortLabel: "Événementiel", href: "/services/evenementiel" },
      ],
    },
    {
      label: "Nos spécialités",
      shortLabel: "Spécialités",
      children: [
        { label: "Recrutement BTP", shortLabel: "BTP", href: "/specialiste-recrutement-btp" },
        { label: "Recrutement distribution", shortLabel: "Distribution", href: "/specialiste-recrutement-distribution" },
        { label: "Recrutement numérique et informatique", shortLabel: "Numérique", href: "/specialiste-recrutement-numerique-informatique" },
        { label: "Recrutement industrie", shortLabel: "Industrie", href: "/specialiste-recrutement-industrie" },
      ],
    },
    {
      label: "Formation",
      shortLabel: "Formation",
      href: "/nos-prestations/formations/catalogue",
    },
    {
      label: "Nos agences",
      shortLabel: "Agences",
      href: "/nos-agences",
      children: demoAgencies.map((a) => ({
        label: `${brandName} ${a.city}`,
        shortLabel: a.city,
        href: `/nos-agences/cabinet-recrutement-${a.slug}`,
      })),
    },
    {
      label: "Qui sommes-nous",
      shortLabel: "À propos",
      children: [
        { label: "Pourquoi nous choisir ?", shortLabel: "Pourquoi nous", href: "/pourquoi-nous-choisir" },
        { label: "Notre équipe", shortLabel: "Équipe", href: "/marque-employeur/notre-equipe/alto" },
        { label: "Nos partenaires", shortLabel: "Partenaires", href: "/marque-employeur/nos-partenaires/alto" },
        { label: "Nos engagements : Great Place to Work", shortLabel: "Engagements", href: "/qui-sommes-nous/nos-engagements/great-place-to-work" },
        { label: "Nos recruteurs indépendants", shortLabel: "Recruteurs", href: "/nos-recruteurs" },
        { label: "Blog : actus et tendances du recrutement", shortLabel: "Blog", href: "/notre-actu" },
        { label: "Témoignages de nos clients et candidats", shortLabel: "Témoignages", href: "/notre-actu/temoignages" },
        { label: "Presse", shortLabel: "Presse", href: "/presse" },
        { label: "Questions fréquentes", shortLabel: "FAQ", href: "/faq" },
        { label: "Care candidat", shortLabel: "Care", href: "/care-candidat" },
        { label: "Contact", shortLabel: "Contact", href: "/contact" },
        { label: "Plan du site", shortLabel: "Plan du site", href: "/plan-du-site" },
      ],
    },
  ];
}

export async function seedSiteMap(db: Db, brandName: string): Promise<void> {
  const insert = async (entries: SeedEntry[], parentId: number | null) => {
    for (const [position, entry] of entries.entries()) {
      const [row] = await db
        .insert(siteMapEntries)
        .values({
          parentId,
          position,
          label: entry.label,
          shortLabel: entry.shortLabel ?? null,
          href: entry.href ?? null,
          isExternal: entry.isExternal ?? false,
        })
        .returning({ id: siteMapEntries.id });
      if (entry.children) await insert(entry.children, row.id);
    }
  };
  await insert(siteMapStructure(brandName), null);
}
