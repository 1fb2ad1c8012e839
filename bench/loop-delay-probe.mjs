// Preloaded into the measured server (`node --import ./bench/loop-delay-probe.mjs …`): the main
// thread's event-loop delay, as a histogram. On SIGUSR2 it writes the figures since the last
// signal to LOOP_PROBE_FILE and starts again, so a bench reads one scenario at a time without any
// code of the site knowing about it. Worker threads (CV reading) have loops of their own: not counted.
import { writeFileSync } from "node:fs";
import { isMainThread } from "node:worker_threads";
import { monitorEventLoopDelay } from "node:perf_hooks";

if (isMainThread && process.env.LOOP_PROBE_FILE) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on("SIGUSR2", () => {
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    writeFileSync(process.env.LOOP_PROBE_FILE, JSON.stringify({ maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)), at: Date.now() }));
    histogram.reset();
  });
}
