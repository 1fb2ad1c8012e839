import { act, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { onTestFinished, vi } from "vitest";

// Components rendered for real in happy-dom (`// @vitest-environment happy-dom`), with React's
// act(); React warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

/**
 * Renders `element` in the test's container, or again in it (React updates what is there);
 * returns the container. The test's end removes it and the globals the test stubbed (fetch).
 * Registered per test, not with afterEach: test files share this module (isolate: false).
 */
export async function renderInDom(element: ReactElement): Promise<HTMLElement> {
  if (!host) {
    host = document.body.appendChild(document.createElement("div"));
    onTestFinished(() => {
      unmountDom();
      vi.unstubAllGlobals();
    });
  }
  root ??= createRoot(host);
  await act(async () => root!.render(element));
  return host;
}

/** Removes what renderInDom drew: at the test's end, or when a test starts over. */
export function unmountDom(): void {
  act(() => root?.unmount());
  host?.remove();
  root = host = undefined;
}
