import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Separate from vite.config.ts: the React Router plugin has no place in unit tests.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
    environment: "node",
    // Migrates once; each file copies the result (tests/support/test-db.ts).
    globalSetup: ["tests/support/global-setup.ts"],
    // An in-memory PGlite boots in ~4 s; the whole geography seed takes a few more.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // 2 cores: files run one after the other, each with its own database.
    fileParallelism: false,
    // One module graph for all files (half the run's time on 2 cores): no test relies on a
    // fresh module state, each opens its own database and app.
    isolate: false,
  },
});
