// @vitest-environment happy-dom
import { act, Component, Suspense, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Greeting = ({ name }: { name: string }) => <p>Bonjour {name}</p>;
const inSuspense = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>…</p>}>{node}</Suspense>);

it("renders the fallback until the code is loaded, then renders the part at once", async () => {
  const { LazyPart, preload } = lazyPart(async () => ({ default: Greeting }));
  expect(inSuspense(<LazyPart name="Léa" />)).toContain("…");
  await preload();
  expect(inSuspense(<LazyPart name="Léa" />)).toContain("Bonjour <!-- -->Léa");
});

it("loads its code once, and again after a failed download", async () => {
  let calls = 0;
  const { preload } = lazyPart(async () => {
    calls += 1;
    if (calls === 1) throw new Error("réseau indisponible");
    return { default: Greeting };
  });
  await expect(preload()).rejects.toMatchObject({ cause: new Error("réseau indisponible") });
  await preload();
  await preload();
  expect(calls).toBe(2);
});

describe("when its code cannot be downloaded", () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  /** A page around the part, with a route boundary as React Router has. */
  const page = (part: ReactNode) => (
    <RouteBoundary>
      <h1>Contact</h1>
      <Suspense fallback={<p>Chargement…</p>}>{part}</Suspense>
    </RouteBoundary>
  );

  it("keeps the page, says so, asks for the code once, and loads the page again on «Réessayer»", async () => {
    let downloads = 0;
    const { LazyPart } = lazyPart(async () => {
      downloads += 1;
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    try {
      await act(async () => root.render(page(<LazyPart name="Léa" />)));
      expect(container.querySelector("h1")?.textContent).toBe("Contact");
      const alert = container.querySelector('[role="alert"]');
      expect(alert?.textContent).toBe("Cette partie de la page n'a pas pu être chargée. Réessayer");
      // Drawn again, the part shows the same line: it does not download again at each render.
      await act(async () => root.render(page(<LazyPart name="Lou" />)));
      expect(downloads).toBe(1);

      await act(async () => alert!.querySelector("button")!.click());
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("lets an error of the part's own rendering go up to the route's boundary", async () => {
    const Broken = () => {
      throw new Error("bogue");
    };
    const { LazyPart } = lazyPart(async () => ({ default: Broken }));
    await act(async () => root.render(page(<LazyPart />)));
    expect(container.textContent).toBe("Oups : bogue");
  });
});

describe("hydrating the server's HTML", () => {
  const serverHtml = (node: ReactNode) => renderToString(<Suspense fallback={null}>{node}</Suspense>);
  const hydrate = async (html: string, node: ReactNode) => {
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    let root: Root;
    await act(async () => {
      root = hydrateRoot(container, <Suspense fallback={null}>{node}</Suspense>);
    });
    return { container, close: () => act(() => root.unmount()) };
  };

  it("renders the part once: nothing makes React render it again after hydrating it", async () => {
    let renders = 0;
    const Counted = ({ name }: { name: string }) => {
      renders += 1;
      return <p>Bonjour {name}</p>;
    };
    const { LazyPart, preload } = lazyPart(async () => ({ default: Counted }));
    await preload();
    const html = serverHtml(<LazyPart name="Léa" />);
    renders = 0;
    const page = await hydrate(html, <LazyPart name="Léa" />);
    expect(page.container.textContent).toBe("Bonjour Léa");
    expect(renders).toBe(1);
    page.close();
  });

  it("keeps the server's HTML when the part's code cannot be downloaded, and asks for it once", async () => {
    let downloads = 0;
    const { LazyPart } = lazyPart(async () => {
      downloads += 1;
      // As a network does: the refusal comes in a later task.
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const page = await hydrate(serverHtml(<Greeting name="Léa" />), <LazyPart name="Léa" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(page.container.textContent).toBe("Bonjour Léa");
    expect(page.container.querySelector('[role="alert"]')).toBeNull();
    expect(downloads).toBe(1);
    page.close();
  });
});

class RouteBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Oups : {this.state.error.message}</p> : this.props.children;
  }
}
