/**
 * /api/get_version timed every 100 ms while `run` lasts: what another visitor meets while the
 * server is under load. Returns run's result and the probe's p50/p99.
 */
export async function probeWhile(base, run) {
  const timings = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/get_version`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      timings.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await run();
  done = true;
  await probing;
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(1);
  return { result, probe: `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${timings.length} probes)` };
}
