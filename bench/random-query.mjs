// Benchmark (not a test): 200 connections for 30 s on the offers page, each request with a
// random query string, and the response time of /api/get_version measured meanwhile.
// Two runs: a random parameter no page reads (utm_*: shares the cached page since the cache
// keys on the parameters pages read) and a random search (`query`: every request would be a
// render; the per-client render budget answers 429 beyond it).
// Usage: node bench/random-query.mjs (builds if needed; its own server on a fresh data dir).
import autocannon from "autocannon";
import { startBenchServer } from "./bench-server.mjs";
import { probeWhile } from "./probe.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const DURATION = Number(process.env.BENCH_SECONDS ?? 30);
const { base: BASE, stop } = await startBenchServer(PORT, { TASKS_ENABLED: "false" });

const random = () => Math.random().toString(36).slice(2, 10);

try {
  for (const [label, param] of [
    ["random utm_source (ignored by the cache key)", "utm_source"],
    ["random query (a render each, render budget)", "query"],
  ]) {
    const { result, probe } = await probeWhile(BASE, () =>
      autocannon({
        url: `${BASE}/nos-offres`,
        connections: 200,
        duration: DURATION,
        requests: [{ setupRequest: (request) => ({ ...request, path: `/nos-offres?${param}=${random()}` }) }],
      }),
    );
    console.log(
      `${label}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result["2xx"]} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors; meanwhile get_version ${probe}`,
    );
  }
} finally {
  stop();
}
