// Run by the journeys' server command before the server starts (playwright.config.ts): creates
// the journeys' database from the seeded first start they share (journey-template.ts), writes
// the offers they read, and notes their ids.
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { inArray } from "drizzle-orm";
import { offerHref } from "../../common/offers";
import { MIGRATIONS_FOLDER } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { offers } from "../../server/db/schema";
import { insertOffers } from "../../server/modules/offers/offers.service";
import { JOURNEY_FIXTURES_FILE, JOURNEY_OFFERS, type JourneyFixtures } from "./journey-fixtures";
import { seededJourneyTemplate } from "./journey-template";
import { E2E_TEMPLATE } from "./e2e-servers";

// The server's own settings (the journeys' webServer environment), so both open one database:
// PGlite in DATA_DIR/pglite, where openConfiguredDatabase (server/boot.ts) looks for it.
const config = loadConfig();
const template = await seededJourneyTemplate(E2E_TEMPLATE, config.brand.name);
const database = await openDatabase({ dataDir: resolve(config.dataDir, "pglite"), template, migrationsFolder: MIGRATIONS_FOLDER });
try {
  const inputs = Object.values(JOURNEY_OFFERS);
  await insertOffers(database.db, inputs);
  const rows = await database.db
    .select({ id: offers.id, name: offers.name })
    .from(offers)
    .where(
      inArray(
        offers.name,
        inputs.map((input) => input.name),
      ),
    );
  const fixtures = Object.fromEntries(
    Object.entries(JOURNEY_OFFERS).map(([key, input]) => {
      const { id, name } = rows.find((row) => row.name === input.name)!;
      return [key, { id, name, href: offerHref({ id, name }) }];
    }),
  ) as JourneyFixtures;
  writeFileSync(join(config.dataDir, JOURNEY_FIXTURES_FILE), JSON.stringify(fixtures, null, 2));
} finally {
  await database.close();
}
