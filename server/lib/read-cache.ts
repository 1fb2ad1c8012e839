import { CONTENT_COPY_TTL_MS, onContentChange } from "./content-changes";

/**
 * Public content reads kept in memory between renders and API calls. A page render made
 * 5 to 15 queries on the embedded database, which runs on the main thread; the content they
 * read changes only through staff writes and tasks, which raise a content change
 * (content-changes.ts) that empties this cache. Entries also expire, for what time changes
 * (an offer passing its end date).
 *
 * Cached values are shared by every caller: they are frozen, so a caller that would modify
 * one fails loudly instead of changing what the next visitor sees.
 */
const MAX_ENTRIES = 2_000;

type Entry = { value: Promise<unknown>; storedAt: number };
const cachesByDatabase = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: object): Map<string, Entry> {
  let entries = cachesByDatabase.get(db);
  if (!entries) {
    const fresh = new Map<string, Entry>();
    onContentChange(db, () => fresh.clear());
    cachesByDatabase.set(db, (entries = fresh));
  }
  return entries;
}

/** The value stored under `key` for this database, or `load`'s (stored once it succeeds). */
export function cachedRead<T>(db: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const entries = cacheOf(db);
  const entry = entries.get(key);
  if (entry && now - entry.storedAt <= CONTENT_COPY_TTL_MS) return entry.value as Promise<T>;
  const value = load().then(deepFreeze);
  entries.delete(key);
  entries.set(key, { value, storedAt: now });
  // A failed read is not kept: the next caller tries again.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  // Oldest first out: Map keeps insertion order.
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

type Database = object;
type DatabaseOrDeps = Database | { db: Database };

/**
 * A read function whose answers are cached per database and arguments. Its first argument is
 * the database, or the dependencies holding it; the others make the key (as JSON).
 */
export function memoizedRead<Args extends unknown[], T, First extends DatabaseOrDeps>(
  name: string,
  read: (first: First, ...args: Args) => Promise<T>,
): (first: First, ...args: Args) => Promise<T> {
  return (first, ...args) => {
    const db = "db" in first && typeof first.db === "object" && first.db ? first.db : first;
    return cachedRead(db, `${name}:${JSON.stringify(args)}`, () => read(first, ...args));
  };
}

function deepFreeze<T>(value: T): T {
  // Typed arrays cannot be frozen (their bytes stay writable): left as they are.
  if (value && typeof value === "object" && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
