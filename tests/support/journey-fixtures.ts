// The offers the journeys read, written by the journeys themselves into their own database
// before its server starts (the back office cannot write offers yet: issue 14), after the demo
// content of the first start; no journey depends on which demo row comes first.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "@playwright/test";
import { e2eServer } from "./e2e-servers";
import type { OfferInput } from "../../server/modules/offers/offers.service";

/** Where the setup notes what it wrote, in the journeys' data directory. */
export const JOURNEY_FIXTURES_FILE = "journey-fixtures.json";

/** A published offer to open and apply to, and an expired one; names no demo offer uses. */
export const JOURNEY_OFFERS = {
  live: {
    name: "Chaudronnier soudeur TIG H/F",
    description: "<p>Vos missions : préparer, assembler et souder des ensembles en inox pour l'agroalimentaire.</p>",
    industry: "Industrie",
    city: "Villeurbanne",
    zipCode: "69100",
    departmentCode: "69",
    latitude: 45.7667,
    longitude: 4.8803,
    contract: "CDI",
    remunerationMin: 30_000,
    remunerationMax: 36_000,
    displayRemuneration: true,
  },
  archived: {
    name: "Tuyauteur industriel H/F",
    description: "<p>Mission terminée : montage de réseaux de tuyauterie sur un site chimique.</p>",
    state: "archived",
    industry: "Industrie",
    city: "Saint-Fons",
    zipCode: "69190",
    departmentCode: "69",
    contract: "CDD",
  },
} satisfies Record<string, OfferInput>;

export type JourneyOffer = { id: number; name: string; href: string };
export type JourneyFixtures = Record<keyof typeof JOURNEY_OFFERS, JourneyOffer>;

/** The fixtures as the setup wrote them into the data directory of the test's server. */
export function readJourneyFixtures(): JourneyFixtures {
  return JSON.parse(readFileSync(join(e2eServer(test.info().parallelIndex).dataDir, JOURNEY_FIXTURES_FILE), "utf8")) as JourneyFixtures;
}
