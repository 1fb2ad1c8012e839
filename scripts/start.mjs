// `npm start`: builds the production bundle when missing or older than the sources,
// then serves the site (embedded PGlite unless DATABASE_URL is set; WEB_CONCURRENCY processes).
import { execFileSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

// A bare `npm start` is a local run of the production build: it may guess its own address.
// An operator who sets NODE_ENV=production must say where the site lives (PUBLIC_URL).
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  if (!process.env.PUBLIC_URL) {
    process.env.PUBLIC_URL = `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(`PUBLIC_URL non défini : ${process.env.PUBLIC_URL} (définissez-le pour un déploiement).`);
  }
}
const BUILD_ENTRY = "build/server/index.js";
// The build also runs these two scripts (chunk naming, precompression).
const SOURCES = [
  "app",
  "server",
  "common",
  "public",
  "scripts/layout-chunk.ts",
  "scripts/low-priority-module-preloads.ts",
  "scripts/precompress.ts",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
// With WEB_CONCURRENCY, the processes run this script too: their primary built already.
if (cluster.isPrimary && builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log(builtAt ? "Sources modifiées : reconstruction du site…" : "Première construction du site…");
  execFileSync(process.platform === "win32" ? "npx.cmd" : "npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env } });
}
const { start } = await import(new URL(`../${BUILD_ENTRY}`, import.meta.url).href);
await start();
