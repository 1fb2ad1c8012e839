// What the integration tests drive: the app, its ports and the background tasks. The tests
// take it from the sources, or from the production bundle (entry.prod.ts re-exports it, and
// TEST_TARGET=build selects it: tests/support/app-under-test.ts), so that a module the bundler
// drops or renames fails a test instead of failing in production (decision 0056).
export { createApp } from "./app";
export { assembleDeps } from "./assemble-deps";
export { loadConfig } from "./config";
export { createLogger } from "./lib/logger";
export { scheduledTasks } from "./modules/tasks/schedules";
export { runDueTasks } from "./lib/task-runner";
