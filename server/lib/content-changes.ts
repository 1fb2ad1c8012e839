/**
 * «The site's content changed»: one signal per database, raised after a successful staff write
 * (server/app.ts) or a background task (tasks.runner.ts), and heard by what keeps copies of
 * that content in memory (the page cache, the read cache). Keyed by the database object, so
 * two apps on two databases (tests) never empty each other's caches.
 */
/**
 * How long a copy of content kept in memory (a cached page, a cached read) may be served at
 * most, for what changes with time alone (an offer passing its end date) and raises no signal.
 */
export const CONTENT_COPY_TTL_MS = 5 * 60_000;

const listenersByDatabase = new WeakMap<object, Set<() => void>>();

/** Calls `listener` on each change of this database's content; returns the unsubscribe. */
export function onContentChange(db: object, listener: () => void): () => void {
  let listeners = listenersByDatabase.get(db);
  if (!listeners) listenersByDatabase.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(db: object): void {
  for (const listener of listenersByDatabase.get(db) ?? []) listener();
}
