import { spawn, type ChildProcessByStdio } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../tests/support/test-db";
import { withDatabase } from "../tests/support/global-setup";
import { solveCaptcha } from "../tests/support/captcha";
import { answerBody, type CallAnswer, type TestApp } from "../tests/support/test-app";

// Decision 0051: WEB_CONCURRENCY processes serve the site on one machine and one PostgreSQL.
// The production server is started as an operator starts it (`npm start`, on the build CI's
// `npm test` has just made; a stale build is rebuilt first), on a database of the PostgreSQL
// server that CI's `npm run test:db` names. The embedded database serves one process only.
const serverUrl = process.env.DATABASE_URL;

type Primary = ChildProcessByStdio<null, Readable, Readable>;

/** The processes whose parent is `pid`: the ones node:cluster forked (Linux's /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // «pid (command) state ppid …»: the command may hold spaces, so count from its «)».
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(name));
    } catch {
      // gone while listed
    }
  }
  return children;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** `npm start` with WEB_CONCURRENCY=2 on `databaseUrl`, as an operator starts it; its log is kept. */
async function startSite(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const primary: Primary = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PUBLIC_URL: base,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      TASKS_ENABLED: "false",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  primary.stdout.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  primary.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  return {
    primary,
    base,
    log: () => log,
    logLines: (message: string) => log.split("\n").filter((line) => line.includes(`"msg":"${message}"`)),
  };
}

/** One API call on a connection of its own, accepted by whichever process takes it first. */
function overHttpTo(base: () => string): Pick<TestApp, "call"> {
  return {
    call: <Answer>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      new Promise<CallAnswer<Answer>>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const outgoing = request(
          base() + path,
          { method, agent: false, headers: { ...headers, ...(payload ? { "Content-Type": "application/json" } : {}) } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => {
              resolve({
                status: response.statusCode!,
                body: answerBody<Answer>(Buffer.concat(chunks).toString("utf8")),
                headers: new Headers(response.headers as Record<string, string>),
              });
            });
          },
        );
        outgoing.on("error", reject);
        outgoing.end(payload);
      }),
  };
}

describe.skipIf(!serverUrl)("WEB_CONCURRENCY=2: two processes on one PostgreSQL", () => {
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let site: Awaited<ReturnType<typeof startSite>>;
  let primary: Primary;
  const dataDir = mkdtempSync(join(tmpdir(), "processes-"));

  const overHttp = overHttpTo(() => site.base);
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    site = await startSite(testDatabase.url!, dataDir);
    primary = site.primary;
    // The first process loads the demo content into the empty database, then the second starts.
    await vi.waitFor(
      () => {
        if (primary.exitCode !== null) throw new Error(`le serveur s'est arrêté :\n${site.log()}`);
        expect(site.logLines("site en ligne sur plusieurs processus")).toHaveLength(1);
      },
      { timeout: 230_000, interval: 200 },
    );
  }, 240_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null) {
      primary.kill("SIGKILL");
      await once(primary, "exit");
    }
    await testDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves pages from two processes that accept each other's captcha challenges", async () => {
    const home = await overHttp.call<string>("GET", "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("</html>");
    // A challenge drawn by one process is verified by the other. While a process is stopped
    // (SIGSTOP), the other accepts every connection: the calls alternate between the two.
    // With a secret drawn by each process, the verification was refused.
    const processes = childrenOf(primary.pid!);
    expect(processes).toHaveLength(2);
    let calls = 0;
    const alternating: Pick<TestApp, "call"> = {
      call: async (...args) => {
        const idle = processes[calls++ % 2]!;
        process.kill(idle, "SIGSTOP");
        try {
          return await overHttp.call(...args);
        } finally {
          process.kill(idle, "SIGCONT");
        }
      },
    };
    // A solve makes three calls (client_key, challenge, verify), so the challenge is drawn by one
    // process and verified by the other, in one direction, then in the other.
    for (let round = 0; round < 2; round++) await expect(solveCaptcha(alternating)).resolves.toMatch(/\S/);
  });

  it("replaces a process that dies, and answers meanwhile", async () => {
    const [victim] = childrenOf(primary.pid!);
    // Connections that arrive as a process dies go to the other: here it hangs (SIGSTOP) while
    // three arrive, then dies. (Handed over by the primary, node:cluster's default, they were lost.)
    process.kill(victim!, "SIGSTOP");
    const meanwhile = Promise.all([1, 2, 3].map(() => overHttp.call("GET", "/api/get_version")));
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(victim!, "SIGKILL");
    expect((await meanwhile).map((answer) => answer.status)).toEqual([200, 200, 200]);
    await vi.waitFor(
      () => {
        const now = childrenOf(primary.pid!);
        expect(now).toHaveLength(2);
        expect(now).not.toContain(victim);
        // Each process says «site en ligne» when it listens: two at the start, then the new one.
        expect(site.logLines("site en ligne")).toHaveLength(3);
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(site.logLines("processus arrêté : un autre le remplace").join()).toContain('"signal":"SIGKILL"');
    expect((await overHttp.call("GET", "/api/get_version")).status).toBe(200);
  }, 60_000);

  it("stops every process on SIGTERM, and exits with 0", async () => {
    const processes = childrenOf(primary.pid!);
    expect(processes).toHaveLength(2);
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
    expect(processes.filter((pid) => existsSync(`/proc/${pid}`))).toEqual([]);
  });
});

describe.skipIf(!serverUrl)("WEB_CONCURRENCY=2 when the first process cannot start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "processes-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("exits with 1 instead of starting processes again and again", async () => {
    const site = await startSite(withDatabase(serverUrl!, `absente_${process.pid}`), dataDir);
    const [code] = await once(site.primary, "exit");
    expect(code).toBe(1);
    expect(site.logLines("le premier processus n'a pas démarré : arrêt")).toHaveLength(1);
    expect(site.logLines("site en ligne")).toEqual([]);
  }, 240_000);
});
