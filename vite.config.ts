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
  build: isSsrBuild ? { rollupOptions: { input: "./server/entry.prod.ts" }, target: "node20" } : undefined,
  optimizeDeps: { exclude: ["@electric-sql/pglite", "drizzle-orm", "pg"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "@etalab/decoupage-administratif"] },
}));
