// Run by the journeys' server command before the server starts (playwright.config.ts): opens
// the journeys' database (migrating it), writes the offers they read, and notes their ids.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { offerHref } from "../../common/offers";
import { openConfiguredDatabase } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { offers } from "../../server/db/schema";
import { insertOffers } from "../../server/modules/offers/offers.service";
import { JOURNEY_FIXTURES_FILE, JOURNEY_OFFERS, type JourneyFixtures } from "./journey-fixtures";

// The server's own settings (the journeys' webServer environment), so both open one database.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
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
