import { configDefaults, defineConfig } from "vitest/config";
import base, { API_TESTS } from "./vitest.config";

/**
 * `npm test`'s first pass, before the build: the tests the bundle does not change (formats,
 * parsers, components, scripts, the database layer). The API tests run after the build,
 * against the bundle only (decision 0063).
 */
export default defineConfig({
  ...base,
  test: { ...base.test, exclude: [...configDefaults.exclude, ...API_TESTS] },
});
