import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * The integration tests: every module's endpoints, tasks and stored data through createTestApp.
 * `npm test` runs them once, against the production bundle (vitest.built.config.ts, decisions
 * 0056 and 0063); `npx vitest run` and `npm run test:db` run them on the sources.
 */
export const API_TESTS = ["server/modules/**/*.test.ts", "server/resources/**/*.test.ts", "server/hostile-input.test.ts", "server/fuzz.test.ts"];

// Separate from vite.config.ts: the React Router plugin has no place in unit tests.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  test: {
    include: ["server/**/*.test.ts", "common/**/*.test.ts", "app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    // Migrates once; each file copies the result, or empties back to it the copy a previous file
    // of its worker closed (tests/support/test-db.ts, decision 0042).
    globalSetup: ["tests/support/global-setup.ts"],
    // An in-memory PGlite boots in ~4 s; the whole geography seed takes a few more.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Two files at a time, one per core, each with its own copy of the database: PGlite and
    // the tests' argon2/PBKDF2 work are single-threaded (174 s one file at a time, 122 s two).
    fileParallelism: true,
    maxWorkers: 2,
    // One module graph for all files (half the run's time on 2 cores): no test relies on a
    // fresh module state, each opens its own database and app.
    isolate: false,
  },
});
