import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: migrations are applied by the app itself
// (server/db/migrate.ts), because drizzle-kit cannot load PGlite's extensions.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
});
