// First-load JS (gzip) per page route, from the build's diagnostics. `npm run bench` prints it, and
// `npm test` runs this file after the build to hold every page to the 160 kB budget (README, Quality; decision 059).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const FIRST_LOAD_BUDGET_KB = 160;

export function firstLoadJs() {
  const stats = JSON.parse(readFileSync(".next/diagnostics/route-bundle-stats.json", "utf8"));
  const gz = new Map();
  const size = (p) => {
    if (!gz.has(p)) gz.set(p, gzipSync(readFileSync(p)).length);
    return gz.get(p);
  };
  return stats
    .filter((r) => !r.route.startsWith("/api") && !r.route.startsWith("/_"))
    .map((r) => ({ route: r.route, gzipKB: +(r.firstLoadChunkPaths.reduce((s, p) => s + size(p), 0) / 1024).toFixed(1) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const routes = firstLoadJs();
  const over = routes.filter((r) => r.gzipKB > FIRST_LOAD_BUDGET_KB);
  const largest = routes.reduce((a, b) => (b.gzipKB > a.gzipKB ? b : a));
  if (over.length > 0) {
    for (const r of over) console.error(`${r.route}: ${r.gzipKB} kB first-load JS (gzip), over the ${FIRST_LOAD_BUDGET_KB} kB budget`);
    process.exit(1);
  }
  console.log(`first-load JS within ${FIRST_LOAD_BUDGET_KB} kB gzip on all ${routes.length} pages (largest: ${largest.route}, ${largest.gzipKB} kB)`);
}
