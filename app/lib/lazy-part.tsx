import { Component, use, useSyncExternalStore, type ComponentProps, type ComponentType, type ReactNode } from "react";

/** A part's code that could not be downloaded (its `cause`): a network that failed, or a deployment since. */
class PartLoadError extends Error {}

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const never = new Promise<never>(() => {});

/**
 * A part of a page whose code loads on its own, like `React.lazy`, with these differences:
 * - once the code is there, the part renders at once. `React.lazy` suspends on its first render
 *   even when the module is loaded, so a navigation that waited for `preload()` would still
 *   show the Suspense fallback for a moment (decision 0045);
 * - when the code cannot be downloaded, the rest of the page stays (decision 0052). The error
 *   used to reach the route's boundary, which replaced the whole page with «Oups». Server HTML
 *   being hydrated is kept as it is, without its scripts; a part drawn in the browser shows a
 *   line with a button that loads the page again (`PartLoadBoundary`).
 * Render it inside `<Suspense>`.
 */
// Typed as React.lazy is: from the component, whose props a module's `.then` cannot infer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>) {
  type Props = ComponentProps<Part>;
  let loading: Promise<Part> | undefined;
  let Loaded: Part | undefined;
  let failed = false;
  // What renders wait for. A failure stays until the page is loaded again (as React.lazy keeps
  // it): trying again at each render downloaded again and again while the network was away.
  let shown: Promise<Part> | undefined;
  let keptServerHtml: Promise<Part> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (Loaded = module.default),
      (error: unknown) => {
        // A failed download is tried again by the next preload (a navigation, an intent).
        loading = undefined;
        failed = true;
        throw new PartLoadError(undefined, { cause: error });
      },
    ));
  function LoadedPart(props: Props) {
    // While React hydrates, it reads the server snapshot: false there once the download has
    // failed, so the part stays suspended for good and React keeps the server HTML (thrown, it
    // would drop it for the line). Equal to the browser's snapshot until then: a snapshot that
    // differs makes React render the part again after hydrating it.
    const hydratingAfterFailure = !useSyncExternalStore(subscribeToNothing, inBrowser, () => !failed);
    shown ??= preload();
    const Part: ComponentType<Props> = Loaded ?? use(hydratingAfterFailure ? (keptServerHtml ??= shown.catch(() => never)) : shown);
    return <Part {...props} />;
  }
  function LazyPart(props: Props) {
    return (
      <PartLoadBoundary>
        <LoadedPart {...props} />
      </PartLoadBoundary>
    );
  }
  return { LazyPart, preload };
}

/**
 * Where a part's code could not be downloaded: a line that says so, and a button that loads the
 * page again (a deployment may have replaced the files: the page's new HTML names the new ones).
 * Errors of the part's own rendering go on up.
 */
class PartLoadBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof PartLoadError)) throw error;
    return (
      <p role="alert" className="my-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-center">
        Cette partie de la page n&apos;a pas pu être chargée.{" "}
        <button type="button" onClick={() => window.location.reload()} className="font-semibold text-brand-700 underline">
          Réessayer
        </button>
      </p>
    );
  }
}
