// A visitor's view of a server under load, from a process of its own (a load generator's busy
// loop would delay the timings it takes): GET /api/get_version every 20 ms, one at a time.
// Usage: node bench/version-prober.mjs <base>; on SIGTERM it prints {count, p50Ms, p99Ms, maxMs, failed}.
const base = process.argv[2];
const timings = [];
let failed = 0;
let running = true;
process.on("SIGTERM", () => (running = false));
while (running) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/get_version`);
    await response.arrayBuffer();
    if (!response.ok) failed++;
  } catch {
    failed++;
  }
  timings.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
timings.sort((a, b) => a - b);
const at = (q) => Math.round(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] * 10) / 10;
console.log(JSON.stringify({ count: timings.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), failed }));
