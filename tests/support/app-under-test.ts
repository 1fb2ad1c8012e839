import type * as Surface from "../../server/integration-surface";

/**
 * The code the integration tests drive: the sources, or with TEST_TARGET=build the production
 * bundle that `npm start` serves (`npm run build` first). The bundle is imported by Node itself,
 * as `npm start` does, so a module the bundler dropped or renamed fails here (decision 0056).
 */
export type AppUnderTest = typeof Surface;

export const testTarget: "build" | "sources" = process.env.TEST_TARGET === "build" ? "build" : "sources";

async function load(): Promise<AppUnderTest> {
  if (testTarget === "sources") return import("../../server/integration-surface");
  const bundle = new URL("../../build/server/index.js", import.meta.url).href;
  const { integration } = (await import(/* @vite-ignore */ bundle)) as { integration?: AppUnderTest };
  if (!integration) throw new Error(`${bundle} exports no integration surface: run npm run build`);
  return integration;
}

export const underTest: AppUnderTest = await load();
