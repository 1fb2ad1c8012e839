// Starts a worker written in TypeScript when the server runs from its sources (tests, dev):
// Node 20 cannot load .ts by itself, and ignores `--import tsx` in a worker's execArgv.
// The production build emits the worker itself as JavaScript (vite.config.ts).
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.entry, import.meta.url);
