// Benchmark (not a test): one process against WEB_CONCURRENCY=2 on one PostgreSQL (decision
// 0051). For each: renders of the home page and of /nos-offres at 50 connections, hits of the
// home page at 50 and 200, and /api/get_version's latency while the home page renders at 200.
// wrk (bench/wrk.mjs) shares the 2 cores with the server: what a second process can add here is
// what the first leaves of the second core.
// Usage: DATABASE_URL=postgres://… npm run bench:processes (a database of its own: the first
// start loads the demo content into it).
import { startBenchServer } from "./bench-server.mjs";
import { probeWhile } from "./probe.mjs";
import { SECONDS, createWrk, figures } from "./wrk.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3310);
if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL est requis : plusieurs processus partagent un serveur PostgreSQL.");
  process.exit(1);
}

console.log(`wrk, 2 threads, ${SECONDS} s per run, on ${new URL(process.env.DATABASE_URL).host}\n`);
for (const processes of [1, 2]) {
  // A port per round: the previous server may still be finishing its stop.
  const { base, stop } = await startBenchServer(
    PORT + processes,
    { WEB_CONCURRENCY: String(processes), TASKS_ENABLED: "false", RENDER_BUDGET_PER_MINUTE: "1000000", LOG_LEVEL: "info" },
    { quiet: true },
  );
  const { load, uniqueScript, close } = await createWrk(base);
  try {
    // The others start once the first listens (about 2 s on a loaded database), then all warm up.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await load(`${base}/`, 50, uniqueScript("/"), 3);
    const rows = [
      `/ rendering, 50 connections: ${figures(await load(`${base}/`, 50, uniqueScript("/")))}`,
      `/nos-offres rendering, 50 connections: ${figures(await load(`${base}/nos-offres`, 50, uniqueScript("/nos-offres")))}`,
      `/ hit, 50 connections: ${figures(await load(`${base}/`, 50))}`,
      `/ hit, 200 connections: ${figures(await load(`${base}/`, 200))}`,
    ];
    const { result, probe } = await probeWhile(base, () => load(`${base}/`, 200, uniqueScript("/")));
    rows.push(`/ rendering, 200 connections: ${figures(result)}; meanwhile /api/get_version ${probe}`);
    console.log(`WEB_CONCURRENCY=${processes}:\n  ${rows.join("\n  ")}\n`);
  } finally {
    stop();
    close();
  }
}
