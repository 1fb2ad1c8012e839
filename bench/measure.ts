import { performance } from "node:perf_hooks";

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
export const formatMs = (ms: number) => `${ms.toFixed(1)} ms`;

/**
 * Runs every search of every kind `rounds` times, one after the other, and prints p50/p95/p99
 * per kind and overall with the range of result counts. Returns the sorted times of all.
 */
export async function measureSearches<Q>(
  searches: Record<string, Q[]>,
  rounds: number,
  run: (query: Q) => Promise<{ ms: number; count: number }>,
): Promise<number[]> {
  for (const queries of Object.values(searches)) for (const q of queries) for (let i = 0; i < 3; i++) await run(q); // warm-up
  const all: number[] = [];
  console.log("kind".padEnd(20), "n".padStart(5), "p50".padStart(10), "p95".padStart(10), "p99".padStart(10), "  results");
  const started = performance.now();
  for (const [kind, queries] of Object.entries(searches)) {
    const times: number[] = [];
    const counts = new Set<number>();
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) {
        const { ms, count } = await run(q);
        times.push(ms);
        counts.add(count);
      }
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const row = [percentile(times, 50), percentile(times, 95), percentile(times, 99)].map((ms) => formatMs(ms).padStart(10));
    console.log(kind.padEnd(20), String(times.length).padStart(5), ...row, `  ${Math.min(...counts)}–${Math.max(...counts)}`);
  }
  all.sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const row = [percentile(all, 50), percentile(all, 95), percentile(all, 99)].map((ms) => formatMs(ms).padStart(10));
  console.log("all".padEnd(20), String(all.length).padStart(5), ...row, `  ${(all.length / seconds).toFixed(0)} req/s`);
  return all;
}
