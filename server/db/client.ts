import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { openInstanceChannel, type ChannelHandlers, type InstanceChannel } from "./instance-channel";

/** The one database type services receive, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives: it runs the same queries as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tar archive (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: a LISTEN/NOTIFY channel to the other instances on the database, closed with it. */
  openChannel?: (name: string, handlers: ChannelHandlers) => InstanceChannel;
};

export type DatabaseOptions = {
  /** postgres://… : a PostgreSQL server. Otherwise PGlite, embedded. */
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps everything in memory (tests). */
  dataDir?: string;
  migrationsFolder: string;
  /** PGlite only: start from this dumped data directory (tests clone a migrated template). */
  template?: Blob;
  /** An idle connection of the pool failed (the server restarted): reported, never fatal. */
  onConnectionError?: (error: Error) => void;
};

/** A request waits at most this long for a connection: during an outage it fails fast (503). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Pages are read from memory (PGlite) or SSD (a server), not spinning disks: with the default
 * random_page_cost of 4 the planner prefers scanning every offer (and detoasting its text)
 * over the full-text GIN index, 5 to 10 times slower (bench/search-offers.ts).
 */
const PLANNER_SETTINGS = {
  random_page_cost: "1.1",
  // «Bertier» finds «Transports Berthier» (0.55) in the CVthèque's name and company filters (`<%`).
  "pg_trgm.word_similarity_threshold": "0.5",
};

/** Opens the database and applies pending migrations (the same files on both engines). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { migrationsFolder } = options;
  if (options.databaseUrl) {
    const settings = Object.entries(PLANNER_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" ");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: settings, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Without a listener, an idle client's error (PostgreSQL restarting) would end the process.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const channels: InstanceChannel[] = [];
    return {
      db: db as unknown as Db,
      engine: "postgres",
      openChannel: (name, handlers) => {
        const channel = openInstanceChannel(options.databaseUrl!, pool, name, handlers);
        channels.push(channel);
        return channel;
      },
      close: async () => {
        await Promise.all(channels.map((channel) => channel.close()));
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, cube, earthdistance }, loadDataDir: options.template });
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`SET ${name} = ${value}`);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close(), dumpDataDir: () => client.dumpDataDir("none") };
}
