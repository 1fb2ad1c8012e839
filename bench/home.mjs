// Benchmark (not a test): the gzipped JavaScript a visitor downloads on the first load of
// public pages (throughput and latency: bench/pages.mjs).
// Usage: npm run bench (builds first if needed; starts its own server on a fresh data dir).
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const PUBLIC_PAGES = [
  "/",
  "/plan-du-site",
  "/contact",
  "/services/rpo",
  "/nos-prestations/bilan-de-competences",
  "/nos-prestations/conseil-rh",
  "/services/1er-cabinet-specialise-dans-le-recrutement-predictif",
  "/faq",
  "/mentions-legales",
  "/nos-agences",
  "/nos-agences/cabinet-recrutement-lyon",
  "/marque-employeur/notre-equipe/alto",
  "/nos-recruteurs",
  "/catalogue-fiches-metier",
  "/fiche-metier/conducteur-de-travaux",
  "/specialiste-recrutement-btp",
  "/cabinet-de-recrutement-chasseurs-de-tetes--paris",
  "/nos-offres",
  "/nos-prestations/formations",
  "/nos-prestations/formations/catalogue",
];
const { base: BASE, stop } = await startBenchServer(PORT);

async function firstLoadJs(path) {
  const html = await (await fetch(BASE + path)).text();
  const urls = new Set([...html.matchAll(/(?:<link rel="modulepreload"[^>]* href|<script[^>]* src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let gzipped = 0;
  for (const url of urls) gzipped += gzipSync(Buffer.from(await (await fetch(BASE + url)).arrayBuffer())).length;
  return { files: urls.size, kb: gzipped / 1024 };
}

try {
  // An offer page: the first one the offers list links to.
  const offerPath = (await (await fetch(`${BASE}/nos-offres`)).text()).match(/href="(\/nos-offres\/[^"/]+\/\d+)"/)?.[1];
  for (const path of [...PUBLIC_PAGES, ...(offerPath ? [offerPath] : [])]) {
    const { files, kb } = await firstLoadJs(path);
    console.log(`first-load JS ${path}: ${kb.toFixed(1)} KB gzipped in ${files} files (budget 130 KB)`);
  }
} finally {
  stop();
}
