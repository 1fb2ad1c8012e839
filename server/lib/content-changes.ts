/**
 * «The site's content changed»: one signal per database, raised after a successful staff write
 * (server/app.ts) or a background task (tasks.runner.ts), and heard by what keeps copies of
 * that content in memory (the page cache, the read cache). Keyed by the database object, so
 * two apps on two databases (tests) never empty each other's caches. Instances sharing one
 * PostgreSQL hear each other's changes through it (content-instances.ts).
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

/** How this instance tells the others on the same database (content-instances.ts). */
const othersByDatabase = new WeakMap<object, () => void>();

export function contentChanged(db: object): void {
  contentChangedElsewhere(db);
  othersByDatabase.get(db)?.();
}

/** Another instance changed the content (or may have): only this instance's copies are emptied. */
export function contentChangedElsewhere(db: object): void {
  for (const listener of listenersByDatabase.get(db) ?? []) listener();
}

/** From now on, each change raised here is also sent to the other instances by `tellOthers`. */
export function tellOtherInstances(db: object, tellOthers: () => void): void {
  othersByDatabase.set(db, tellOthers);
}
