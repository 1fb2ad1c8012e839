/**
 * «The site's content changed»: one signal per database, raised after a successful staff write
 * (server/app.ts) or a background task (server/lib/task-runner.ts), and heard by what keeps copies of
 * that content in memory (the page cache, the read cache). Keyed by the database object, so
 * two apps on two databases (tests) never empty each other's caches. Instances sharing one
 * PostgreSQL hear each other's changes through it (content-instances.ts).
 */
/**
 * How long a copy of content kept in memory (a cached page, a cached read) may be served at
 * most, for what changes with time alone (an offer passing its end date) and raises no signal.
 */
export const CONTENT_COPY_TTL_MS = 5 * 60_000;

// Kept on the database object under registered symbols rather than in this module: the sources
// and the production bundle loaded side by side (the tests against the build, decision 0056)
// then share one signal per database, as one server does.
const LISTENERS = Symbol.for("cabinet-site.content-change.listeners");
const TELL_OTHERS = Symbol.for("cabinet-site.content-change.tell-others");
type Signalled = { [LISTENERS]?: Set<() => void>; [TELL_OTHERS]?: () => void };

/** Calls `listener` on each change of this database's content; returns the unsubscribe. */
export function onContentChange(db: object, listener: () => void): () => void {
  const listeners = ((db as Signalled)[LISTENERS] ??= new Set());
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(db: object): void {
  contentChangedElsewhere(db);
  (db as Signalled)[TELL_OTHERS]?.();
}

/** Another instance changed the content (or may have): only this instance's copies are emptied. */
export function contentChangedElsewhere(db: object): void {
  for (const listener of (db as Signalled)[LISTENERS] ?? []) listener();
}

/** From now on, each change raised here is also sent to the other instances by `tellOthers`. */
export function tellOtherInstances(db: object, tellOthers: () => void): void {
  (db as Signalled)[TELL_OTHERS] = tellOthers;
}
