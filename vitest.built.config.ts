import { defineConfig } from "vitest/config";
import base, { API_TESTS } from "./vitest.config";

/**
 * The integration tests again, against the production bundle that `npm start` serves
 * (`npm run build` first): every module's endpoints, the background tasks, sign-in and
 * sessions, through build/server/index.js instead of the sources (decision 0056).
 * Unit tests of pure functions stay on the sources: the bundle does not change them.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: API_TESTS,
    env: { TEST_TARGET: "build" },
  },
});
