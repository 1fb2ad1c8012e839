import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
  /**
   * Runs right after the migrations, still under the start-up lock on PostgreSQL: the
   * first-start data (demo content, first superuser), so instances starting together load it once.
   */
  afterMigrations?: (db: Db) => Promise<void>;
  /** PostgreSQL: another instance holds the start-up lock; this one waits for it. */
  onStartupLockWait?: () => void;
  /** PostgreSQL: the `application_name` of every connection (other instances read it in pg_stat_activity). */
  applicationName?: string;
};

/**
 * The advisory lock (pg_advisory_lock, one database) an instance holds from before its
 * migrations to the end of its first-start data: instances starting together take turns, and
 * the later ones find the schema and the data in place. Released with its connection, so an
 * instance killed meanwhile lets the next one go.
 */
export const STARTUP_LOCK_KEY = 7_245_019_361;

/** A database the site cannot use as it is; the message (French) says what the operator must do. */
export class DatabaseSetupError extends Error {
  override name = "DatabaseSetupError";
}

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
    const databaseUrl = withApplicationName(options.databaseUrl, options.applicationName);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: settings, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // Without a listener, an idle client's error (PostgreSQL restarting) would end the process.
    pool.on("error", (error) => options.onConnectionError?.(error));
    const pgDb = drizzlePg(pool, { schema });
    const db = pgDb as unknown as Db;
    try {
      await underStartupLock(pool, options.onStartupLockWait, async (client) => {
        await checkExtensions(client, migrationsFolder);
        await migratePg(pgDb, { migrationsFolder });
        await options.afterMigrations?.(db);
      });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const channels: InstanceChannel[] = [];
    return {
      db,
      engine: "postgres",
      openChannel: (name, handlers) => {
        const channel = openInstanceChannel(databaseUrl, pool, name, handlers);
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
  // One process opens an embedded database: there is no other instance to wait for.
  await options.afterMigrations?.(db as unknown as Db);
  return { db: db as unknown as Db, engine: "pglite", close: () => client.close(), dumpDataDir: () => client.dumpDataDir("none") };
}

/** The URL with `application_name` set (a URL that does not parse is left as it is). */
function withApplicationName(databaseUrl: string, name: string | undefined): string {
  if (!name) return databaseUrl;
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set("application_name", name);
    return url.toString();
  } catch {
    return databaseUrl;
  }
}

/** Runs `work` while holding STARTUP_LOCK_KEY on a connection of its own, then closes that connection. */
async function underStartupLock(pool: pg.Pool, onWait: (() => void) | undefined, work: (client: pg.PoolClient) => Promise<void>) {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ taken: boolean }>("SELECT pg_try_advisory_lock($1) AS taken", [STARTUP_LOCK_KEY]);
    if (!rows[0]?.taken) {
      onWait?.();
      await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    }
    await work(client);
  } finally {
    // Ending the session releases the lock, whatever happened above.
    client.release(true);
  }
}

/** The extensions the migrations create (`CREATE EXTENSION IF NOT EXISTS name`). */
export function migrationsExtensions(migrationsFolder: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(migrationsFolder).filter((name) => name.endsWith(".sql"))) {
    for (const match of readFileSync(join(migrationsFolder, file), "utf8").matchAll(/CREATE EXTENSION IF NOT EXISTS\s+"?([a-z0-9_]+)"?/gi)) {
      names.add(match[1]!.toLowerCase());
    }
  }
  return [...names];
}

type ExtensionState = { name: string; installed: boolean; available: boolean; trusted: boolean };

/**
 * Before migrating: every extension the migrations create is installed already or can be
 * created by this role. Otherwise the start stops with what an administrator of PostgreSQL
 * must run once, instead of a migration failing half-way with PostgreSQL's own error.
 */
async function checkExtensions(client: pg.PoolClient, migrationsFolder: string): Promise<void> {
  const needed = migrationsExtensions(migrationsFolder);
  const { rows: states } = await client.query<ExtensionState>(
    `SELECT n.name,
            EXISTS (SELECT 1 FROM pg_extension e WHERE e.extname = n.name) AS installed,
            a.name IS NOT NULL AS available,
            coalesce(v.trusted, false) AS trusted
       FROM unnest($1::text[]) AS n(name)
       LEFT JOIN pg_available_extensions a ON a.name = n.name
       LEFT JOIN pg_available_extension_versions v ON v.name = n.name AND v.version = a.default_version`,
    [needed],
  );
  const missing = states.filter((state) => !state.installed);
  if (missing.length === 0) return;
  const {
    rows: [role],
  } = await client.query<{ role: string; database: string; superuser: boolean; canCreate: boolean }>(
    `SELECT current_user AS role, current_database() AS database,
            coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = current_user), false) AS superuser,
            has_database_privilege(current_database(), 'CREATE') AS "canCreate"`,
  );
  if (!role || role.superuser) return;
  const lines: string[] = [];
  const forAdministrator: string[] = [];
  for (const state of missing) {
    if (!state.available) {
      lines.push(`- ${state.name} : elle n'est pas installée sur le serveur PostgreSQL (paquet postgresql-contrib de sa version)`);
      forAdministrator.push(state.name);
    } else if (!state.trusted) {
      lines.push(`- ${state.name} : seul un superutilisateur de PostgreSQL peut la créer`);
      forAdministrator.push(state.name);
    } else if (!role.canCreate) {
      lines.push(`- ${state.name} : le rôle « ${role.role} » n'a pas le droit CREATE sur la base (il doit en être le propriétaire)`);
      forAdministrator.push(state.name);
    }
  }
  if (forAdministrator.length === 0) return;
  const commands = forAdministrator.map((name) => `-c 'CREATE EXTENSION IF NOT EXISTS ${name} CASCADE'`).join(" ");
  throw new DatabaseSetupError(
    [
      `Démarrage impossible : la base « ${role.database} » n'a pas les extensions PostgreSQL dont le site a besoin, et le rôle « ${role.role} » ne peut pas les créer :`,
      ...lines,
      "Un administrateur de PostgreSQL les crée une fois dans cette base, puis le site démarre :",
      `  sudo -u postgres psql -d ${role.database} ${commands}`,
      "(docs/deploy.md, « The database and its role »)",
    ].join("\n"),
  );
}
