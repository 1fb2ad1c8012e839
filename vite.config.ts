import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { layoutChunk } from "./scripts/layout-chunk.ts";
import { lowPriorityModulePreloads } from "./scripts/low-priority-module-preloads.ts";

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * React Router's package points every condition at its development build (remix-run/react-router
 * #12532, #14102): dev warnings and checks on every render. Production builds take the
 * production files it ships beside them, in the browser and on the server alike (decision 0034).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromHere("./node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: fromHere("./node_modules/react-router/dist/production/dom-export.mjs") },
];

/**
 * lucide's icon modules built with our `createLucideIcon` (app/components/ui/lucide-icon.ts):
 * the same markup at a fraction of the render cost and of the first load (decision 0044).
 * Development and unit tests keep lucide's own, which the factory's test compares against.
 */
const lucideIconFactory: Plugin = {
  name: "lucide-icon-factory",
  enforce: "pre",
  resolveId(source, importer) {
    if (source === "../createLucideIcon.mjs" && importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer))
      return fromHere("./app/components/ui/lucide-icon.ts");
  },
};

/**
 * The document worker (decision 0054) as its own file beside the server's index.js, where the
 * server starts it by path. Not a second input: React Router names every SSR entry index.js.
 */
const documentWorker: Plugin = {
  name: "document-worker",
  buildStart() {
    this.emitFile({ type: "chunk", id: fromHere("./server/workers/document-reader.ts"), fileName: "document-reader.js" });
  },
};

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(command === "build" ? [lucideIconFactory, lowPriorityModulePreloads()] : []),
    ...(command === "build" && isSsrBuild ? [documentWorker] : []),
  ],
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${fromHere("./app")}/` },
      { find: /^~common\//, replacement: `${fromHere("./common")}/` },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  // The production server entry wraps React Router's build (server/entry.prod.ts).
  // No SSR-specific target: CSS is minified for the same browsers in both builds, so the
  // stylesheet the server links is the one the client manifest names (else hydration fails).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/entry.prod.ts" } }
    : {
        // No preload helper nor dependency lists in front of each lazy import (dialogs, the
        // staff dial, the error page): they load after a click, where one more round trip does
        // not show, while the helper and lists weighed on every first load (decision 0009).
        // Route modules are preloaded by React Router's own manifest, not by this.
        modulePreload: false,
        // React and React DOM in one chunk every page loads anyway: left alone, the bundler
        // splits react-dom's index into a file of its own as soon as a lazy dialog's portal
        // shares it, one more file and interop wrapper on every first load. The layout (what
        // the root imports, with React Router) in another: one file instead of 15. The sections
        // the marketing pages share in a third (decision 0040).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: layoutChunk(fromHere("./app/root.tsx")), priority: 1 },
                { name: "sections", test: /[\\/]app[\\/]components[\\/](marketing|sections|contact)[\\/]/, minShareCount: 6 },
              ],
            },
          },
        },
      },
  optimizeDeps: { exclude: ["@electric-sql/pglite", "drizzle-orm", "pg"] },
  // React Router and lucide bundled into the server build: the alias and the icon factory above
  // then apply to them too.
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino", "@etalab/decoupage-administratif"],
    noExternal: command === "build" ? ["react-router", "lucide-react"] : [],
  },
}));
