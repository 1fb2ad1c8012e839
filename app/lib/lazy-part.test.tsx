import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { lazyPart } from "./lazy-part";

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
  await expect(preload()).rejects.toThrow("réseau indisponible");
  await preload();
  await preload();
  expect(calls).toBe(2);
});
