import { spawn, type ChildProcessByStdio } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../tests/support/test-db";
import { solveCaptcha } from "../tests/support/captcha";
import { cvDropForm } from "../tests/support/cv-drop";
import { pdfBytes } from "../tests/support/resume-fixtures";
import { answerBody, type CallAnswer, type TestApp } from "../tests/support/test-app";

// Issue 45: a server killed (kill -9) during a burst of applications on PostgreSQL left CV files
// no row names: personal data that neither the retention purge nor an erasure request finds.
// A real server process (the sources, through tsx) receives a burst of CVs; it is frozen at a
// moment when a CV is on disk and its rows are not committed, killed, and started again on the
// same folder and database: the start removes what no row names.
const serverUrl = process.env.DATABASE_URL;
const BURST = 24;

type Server = ChildProcessByStdio<null, Readable, Readable>;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

function startServer(databaseUrl: string, dataDir: string, port: number) {
  const child: Server = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-sources.ts"], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      TASKS_ENABLED: "false",
      TRUST_PROXY: "1",
      LOG_LEVEL: "info",
      CAPTCHA_HMAC_SECRET: "killed-during-applications-secret",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const lines = (message: string) => log.split("\n").filter((line) => line.includes(`"msg":"${message}`));
  return { child, log: () => log, lines };
}

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** API calls to the real server, each through fetch. */
function fetchCalls(base: () => string): Pick<TestApp, "call"> {
  return {
    call: async <Answer>(method: string, path: string, body?: unknown) => {
      const response = await fetch(base() + path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: answerBody<Answer>(await response.text()), headers: response.headers } as CallAnswer<Answer>;
    },
  };
}

/** Every file in the folder, `.part` ones included (none if the folder is not there yet). */
function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** The CV keys the rows name, as file names in the resumes folder. */
async function resumeKeysNamed(db: TestDatabase["db"]): Promise<Set<string>> {
  const { rows } = (await db.execute(
    sql`SELECT resume_key AS key FROM applications UNION SELECT resume_key FROM candidates WHERE resume_key IS NOT NULL`,
  )) as unknown as { rows: { key: string }[] };
  return new Set(rows.map((row) => row.key.replace(/^resumes\//, "")));
}

/** Drops CV number n; its status, or 0 when the server died before answering. */
function dropLargeCv(base: string, captchaId: string, n: number) {
  // Large enough that writing it takes a moment, as a real CV does.
  const form = cvDropForm(`rafale${n}@example.org`, captchaId, { name: `cv-${n}.pdf`, bytes: pdfBytes(2 * 1024 * 1024), type: "application/pdf" });
  return fetch(`${base}/api/jobs/drop_cv`, {
    method: "POST",
    body: form,
    headers: { "X-Cookie-Consent": "true", "X-Forwarded-For": `198.51.100.${n + 1}` },
  }).then(
    (response) => ({ n, status: response.status }),
    () => ({ n, status: 0 }),
  );
}

describe.skipIf(!serverUrl)("a server killed during a burst of applications (PostgreSQL)", () => {
  let testDatabase: TestDatabase;
  let server: ReturnType<typeof startServer> | undefined;
  let port: number;
  const dataDir = mkdtempSync(join(tmpdir(), "killed-"));
  const resumesDir = join(dataDir, "uploads", "resumes");
  const base = () => `http://127.0.0.1:${port}`;

  const overHttp = fetchCalls(base);

  async function started() {
    server = startServer(testDatabase.url!, dataDir, port);
    const current = server;
    await vi.waitFor(
      () => {
        if (current.child.exitCode !== null) throw new Error(`le serveur s'est arrêté :\n${current.log()}`);
        expect(current.lines("site en ligne")).toHaveLength(1);
      },
      { timeout: 230_000, interval: 100 },
    );
    return current;
  }

  /** The CV files on disk (whole ones: a `.part` was never acknowledged) and the keys rows name. */
  const inFolder = () => filesIn(resumesDir);
  const onDisk = () => inFolder().filter((name) => !name.endsWith(".part"));
  const named = () => resumeKeysNamed(testDatabase.db);
  const unnamedFiles = async () => {
    const keys = await named();
    return onDisk().filter((name) => !keys.has(name));
  };

  const dropCv = (captchaId: string, n: number) => dropLargeCv(base(), captchaId, n);

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    port = await freePort();
    await started();
  }, 240_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await once(server.child, "exit");
    }
    await testDatabase?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves every CV file with its row once started again", async () => {
    const captchas: string[] = [];
    for (let n = 0; n < BURST; n++) captchas.push(await solveCaptcha(overHttp));
    const victim = server!.child;
    const answers = Promise.all(captchas.map((captchaId, n) => dropCv(captchaId, n)));
    let settled = false;
    void answers.then(() => (settled = true));

    // Frozen (SIGSTOP) when more CVs are on disk than rows name, then given time for a COMMIT
    // already sent to land: a file still unnamed then has no row, and never will once killed.
    let unnamedAtKill: string[] = [];
    while (!settled && unnamedAtKill.length === 0) {
      const files = onDisk().length;
      if (files > 0 && files > (await named()).size) {
        process.kill(victim.pid!, "SIGSTOP");
        await sleep(150);
        unnamedAtKill = await unnamedFiles();
        if (unnamedAtKill.length > 0) process.kill(victim.pid!, "SIGKILL");
        else process.kill(victim.pid!, "SIGCONT");
      } else {
        await sleep(1);
      }
    }
    await once(victim, "exit").catch(() => undefined);
    const acknowledged = (await answers).filter((answer) => answer.status === 200);
    // The crash happened where it matters: CVs on disk that no row names.
    expect(unnamedAtKill.length).toBeGreaterThan(0);
    expect(await unnamedFiles()).toEqual(unnamedAtKill);

    const restarted = await started();
    // Every file has its row, and every row its file.
    const keys = await named();
    expect(onDisk().sort()).toEqual([...keys].sort());
    expect(restarted.lines("fichiers sans ligne supprimés").join()).toContain(`"removed":${unnamedAtKill.length}`);
    expect(inFolder().filter((name) => name.endsWith(".part"))).toEqual([]);
    // Each CV acknowledged before the kill is on record.
    const { rows } = (await testDatabase.db.execute(sql`SELECT email FROM candidates WHERE email LIKE 'rafale%'`)) as unknown as {
      rows: { email: string }[];
    };
    const recorded = new Set(rows.map((row) => row.email));
    for (const { n } of acknowledged) expect(recorded).toContain(`rafale${n}@example.org`);

    // And the restarted server takes CVs again.
    expect((await dropCv(await solveCaptcha(overHttp), BURST)).status).toBe(200);
  }, 120_000);
});
