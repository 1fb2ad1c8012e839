import { use, type ComponentType } from "react";

/**
 * A part of a page whose code loads on its own, like `React.lazy`, with one difference: once
 * the code is there, the part renders at once. `React.lazy` suspends on its first render even
 * when the module is loaded, so a navigation that waited for `preload()` would still show the
 * Suspense fallback for a moment (decision 0045). Render it inside `<Suspense>`.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let Loaded: ComponentType<Props> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (Loaded = module.default),
      (error: unknown) => {
        // A failed download is tried again by the next render or navigation.
        loading = undefined;
        throw error;
      },
    ));
  function LazyPart(props: Props) {
    const Component = Loaded ?? use(preload());
    return <Component {...props} />;
  }
  return { LazyPart, preload };
}
