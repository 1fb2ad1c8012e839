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
  build: isSsrBuild ? { rollupOptions: { input: "./server/entry.prod.ts" } } : undefined,
  optimizeDeps: { exclude: ["@electric-sql/pglite", "drizzle-orm", "pg"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "@etalab/decoupage-administratif"] },
}));
