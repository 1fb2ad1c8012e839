import { existsSync, openSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase } from "../../server/db/client";
import { MIGRATIONS_FOLDER } from "../../server/boot";
import { seedDatabase } from "../../server/seed";

/** How long a server's setup waits for another one's first start (the webServer timeout is 240 s). */
const WAIT_MS = 230_000;

/**
 * The journeys' servers start from one first start: the setup of the first server to ask
 * migrates and seeds an in-memory database as boot() would (seedDatabase), dumps it to `file`,
 * and every server's setup unpacks that archive. Seeding 35 000 communes once instead of once
 * a server spares a core for 15 to 30 s, 60 s of the run's start on a busy machine.
 */
export async function seededJourneyTemplate(file: string, brandName: string): Promise<Blob> {
  if (claim(`${file}.lock`)) {
    const database = await openDatabase({ dataDir: "memory://", migrationsFolder: MIGRATIONS_FOLDER });
    await seedDatabase(database.db, brandName);
    const archive = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
    await database.close();
    // Renamed once whole: a waiting setup never reads half an archive.
    writeFileSync(`${file}.part`, archive);
    renameSync(`${file}.part`, file);
  }
  for (const started = Date.now(); !existsSync(file); await sleep(200)) {
    if (Date.now() - started > WAIT_MS) throw new Error(`Pas de base de départ des parcours après ${WAIT_MS / 1000} s : ${file}`);
  }
  return new Blob([readFileSync(file)]);
}

/** True for the one caller that creates the lock file (O_EXCL). */
function claim(lock: string): boolean {
  try {
    openSync(lock, "wx");
    return true;
  } catch {
    return false;
  }
}
