/**
 * The thin bar under the page title while a search loads (spec 2 §2). The track is always
 * there so the layout does not move when it appears.
 */
export function LoadingBar({ active }: { active: boolean }) {
  return (
    <div className="h-1 w-full overflow-hidden bg-transparent">
      {active && <div role="progressbar" aria-label="Chargement des offres" className="h-full w-full animate-pulse bg-accent motion-reduce:animate-none" />}
    </div>
  );
}
