// Prints the gzipped JavaScript a first visit to each route loads: the entry chunk, the route's lazy
// chunk, and every chunk they import statically. Reads the manifest of `vite build` (dist/.vite).
// Usage: node scripts/report-route-size.mjs [budgetKb]   (exit code 1 when /login exceeds the budget)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const routes = {
  "/login": "src/features/auth/login-page.tsx",
  "/resetpassword": "src/features/auth/reset-password-page.tsx",
  "/partnerhomepage": ["src/shell/main-layout.tsx", "src/app/routes/partner-home-route.tsx"],
};

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const budgetKb = Number(process.argv[2] ?? Number.POSITIVE_INFINITY);
let overBudget = false;
for (const [route, sources] of Object.entries(routes)) {
  const seen = new Set();
  collect("index.html", seen);
  for (const src of [sources].flat()) collect(src, seen);
  const rows = [...seen].map((key) => ({ file: manifest[key].file, gzip: gz(manifest[key].file) }));
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  console.log(`${route}: ${(total / 1024).toFixed(1)} kB gzipped JS in ${rows.length} files`);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} kB  ${r.file}`);
  if (route === "/login" && total / 1024 > budgetKb) overBudget = true;
}
if (overBudget) {
  console.error(`/login exceeds the budget of ${budgetKb} kB.`);
  process.exit(1);
}
