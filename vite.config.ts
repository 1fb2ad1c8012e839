import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
    },
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
        // shares it, one more file and interop wrapper on every first load.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } } },
      },
  optimizeDeps: { exclude: ["@electric-sql/pglite", "drizzle-orm", "pg"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "@etalab/decoupage-administratif"] },
}));
