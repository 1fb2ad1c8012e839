import type { Config } from "../../server/config";
import type { AppDeps } from "../../server/app-deps";
import type { RouteManifest } from "../../common/served-routes";
import type { RunCounts, TaskContext, TaskHandler } from "../../server/lib/task-runner";
import { createTestDatabase, type TestDatabaseOptions } from "./test-db";
import type { Database } from "../../server/db/client";
import { underTest } from "./app-under-test";

/** A route table like the one React Router builds, for the pages the tests assume. */
export const testRoutes: RouteManifest = {
  root: { id: "root", path: "" },
  "routes/site/home": { id: "routes/site/home", parentId: "root", index: true },
  "routes/site/plan-du-site": { id: "routes/site/plan-du-site", parentId: "root", path: "plan-du-site" },
  "routes/site/cookies-requis": { id: "routes/site/cookies-requis", parentId: "root", path: "cookies-requis" },
  "routes/services/service-page": { id: "routes/services/service-page", parentId: "root", path: "nos-prestations/:slug" },
  "routes/site/not-found": { id: "routes/site/not-found", parentId: "root", path: "*" },
};

/** What the API answers when it refuses a call: one message, or one message per field. */
export type ApiRefusal = { detail?: string; errors?: Record<string, string> };
/** A value as JSON carries it: dates become strings. */
export type OverTheWire<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? OverTheWire<Item>[]
    : T extends object
      ? { [K in keyof T]: OverTheWire<T[K]> }
      : T;
/** The body is the answer the status says: the declared type on success, a refusal otherwise. */
export type CallAnswer<Answer> = { status: number; body: OverTheWire<Answer> & ApiRefusal; headers: Headers };

export type TestApp = {
  app: ReturnType<typeof underTest.createApp>;
  deps: AppDeps;
  database: Database;
  /**
   * Calls the API like a browser would: JSON in, parsed JSON out. `Answer` is the type the
   * server's code declares for the call (its exported types); by default, a refusal's shape.
   */
  call: <Answer = ApiRefusal>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<CallAnswer<Answer>>;
  /** Every background task of the site as the runner calls it, from the code under test. */
  taskHandlers: () => Record<string, TaskHandler>;
  /** Runs the due tasks as a server's runner would (`now` to run what is due later). */
  runTasks: (options?: { now?: Date }) => Promise<RunCounts>;
  close: () => Promise<void>;
};

/** An answer's body as `call` gives it: parsed JSON, or the text when it is not JSON. */
export function answerBody<Answer>(text: string): CallAnswer<Answer>["body"] {
  try {
    return JSON.parse(text) as CallAnswer<Answer>["body"];
  } catch {
    return text as unknown as CallAnswer<Answer>["body"];
  }
}

export async function createTestApp(overrides: { env?: Record<string, string>; routes?: RouteManifest } & TestDatabaseOptions = {}): Promise<TestApp> {
  const config: Config = underTest.loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    ...overrides.env,
  });
  const database = await createTestDatabase({ communes: overrides.communes });
  const logger = underTest.createLogger("silent");
  const version = { tag: "0.0.0-test", ref: "test" };
  const deps: AppDeps = underTest.assembleDeps({ database, config, logger, version, routes: overrides.routes ?? testRoutes });
  const app = underTest.createApp(deps);
  const taskHandlers = () =>
    Object.fromEntries(underTest.scheduledTasks(config).map((task) => [task.name, (payload: unknown, ctx: TaskContext) => task.run(deps, payload, ctx)]));
  const call: TestApp["call"] = async <Answer>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)["Content-Type"] ??= "application/json";
    }
    const res = await app.request(path, init);
    return { status: res.status, body: answerBody<Answer>(await res.text()), headers: res.headers };
  };
  const runTasks: TestApp["runTasks"] = (options) => underTest.runDueTasks(database.db, taskHandlers(), options);
  return { app, deps, database, call, taskHandlers, runTasks, close: () => database.close() };
}
