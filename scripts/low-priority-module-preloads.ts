import type { Plugin } from "vite";

const PRELOAD = 'rel: "modulepreload",';
/** The links React Router's <Scripts> writes: its manifest, the entry module, the page's modules. */
const SCRIPTS_PRELOADS = 3;

/**
 * React Router's <Scripts> preloads the page's modules (about 120 KB on a first visit) with
 * links the browser fetches at High priority, beside the stylesheet the first paint waits for.
 * The page is whole in its HTML: the modules only hydrate it. Marked `fetchpriority="low"`, they
 * leave the bandwidth to the stylesheet first (decision 0049). <Scripts> takes no attribute for
 * its links, so production builds add it to the three links of its production file.
 */
export function lowPriorityModulePreloads(): Plugin {
  return {
    name: "low-priority-module-preloads",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id) || !code.includes("function Scripts(")) return;
      return { code: withLowPriorityPreloads(code), map: null };
    },
  };
}

/** The code with <Scripts>' preload links marked low priority; throws if React Router's code changed. */
export function withLowPriorityPreloads(code: string): string {
  const start = code.indexOf("function Scripts(");
  const end = code.indexOf("\nfunction ", start + 1);
  const scripts = code.slice(start, end);
  const links = scripts.split(PRELOAD).length - 1;
  if (start < 0 || end < 0 || links !== SCRIPTS_PRELOADS)
    throw new Error(`<Scripts> de React Router a changé (${links} liens modulepreload au lieu de ${SCRIPTS_PRELOADS}) : revoir la décision 0049.`);
  return code.slice(0, start) + scripts.replaceAll(PRELOAD, `${PRELOAD} fetchPriority: "low",`) + code.slice(end);
}
