// Prints the gzipped JavaScript a first visit to each route loads: the entry chunk, the route's lazy
// chunk, and every chunk they import statically. Reads the manifest of `vite build` (dist/.vite).
// Usage: node scripts/report-route-size.mjs   (exit code 1 when a route with a budget exceeds it)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
// The renewal search is built like the sign-in page (no MUI, no form library, its schema loaded when the form is first
// touched): 122 kB, from 267.7. Step 1 still loads MUI, react-hook-form and its schemas; its budget holds the line
// until it sheds them.
const BUDGET = { login: 120, renewalSearch: 125, stepOne: 308 };

// Each route with the modules its first visit loads and, where one is kept, its budget in kB gzipped: the sign-in
// page every partner opens, the page a customer's renewal starts on (on a phone), and step 1 of the wizards, which
// partners open dozens of times a day. A budget sits a few kB above today's size so that growth is a decision.
// `arabic` names what the route also loads before it shows in Arabic; such a route is measured, and held to its
// budget, in both languages.
const routes = {
  "/login": {
    sources: "src/features/auth/login-page.tsx",
    arabic: "src/i18n/arabic-first-pages.ts",
    budgetKb: BUDGET.login,
  },
  "/resetpassword": { sources: "src/features/auth/reset-password-page.tsx" },
  "/partnerhomepage": { sources: ["src/app/routes/main-layout-route.tsx", "src/app/routes/partner-home-route.tsx"] },
  "/Basic-Renewals/searchpolicy": {
    sources: [
      "src/features/renewal/components/renewal-layout.tsx",
      "src/features/renewal/search/search-policy-page.tsx",
    ],
    budgetKb: BUDGET.renewalSearch,
  },
  "/Basic-B2C/sponsordetail": {
    sources: [
      "src/app/routes/main-layout-route.tsx",
      "src/features/quotation/sponsor-details/sponsor-details-page.tsx",
    ],
    budgetKb: BUDGET.stepOne,
  },
};

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function collect(key, seen) {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) collect(dep, seen);
}

const measured = Object.entries(routes).flatMap(([route, { sources, arabic, budgetKb }]) => [
  [route, [sources].flat(), budgetKb],
  ...(arabic ? [[`${route} in Arabic`, [sources, arabic].flat(), budgetKb]] : []),
]);

const over = [];
for (const [route, sources, budgetKb] of measured) {
  const seen = new Set();
  collect("index.html", seen);
  for (const src of sources) collect(src, seen);
  const rows = [...seen].map((key) => ({ file: manifest[key].file, gzip: gz(manifest[key].file) }));
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const budget = budgetKb ? ` (budget ${budgetKb} kB)` : "";
  console.log(`${route}: ${(total / 1024).toFixed(1)} kB gzipped JS in ${rows.length} files${budget}`);
  for (const r of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(r.gzip / 1024).toFixed(1).padStart(6)} kB  ${r.file}`);
  if (budgetKb && total / 1024 > budgetKb)
    over.push(`${route} loads ${(total / 1024).toFixed(1)} kB, over ${budgetKb} kB`);
}
if (over.length > 0) {
  for (const line of over) console.error(line);
  process.exit(1);
}
