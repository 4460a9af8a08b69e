// Prints the server's module graph as the mermaid block of ARCHITECTURE.md, drawn by dependency-cruiser from the
// imports between modules (each module collapsed to one node). Run: npm run graph:modules
import { execFileSync } from "node:child_process";

const MODULES = "^apps/server/src/modules/[^/]+";
const out = execFileSync(
  "npx",
  [
    "depcruise",
    "apps/server/src",
    "--config",
    ".dependency-cruiser.cjs",
    "--include-only",
    "^apps/server/src/modules",
  ].concat(["--collapse", MODULES, "--output-type", "json"]),
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
const name = (path) => path.replace(/^apps\/server\/src\/modules\//, "");
const modules = JSON.parse(out).modules.filter((m) => /^apps\/server\/src\/modules\/[^/]+$/.test(m.source));
const edges = modules
  .flatMap((m) => m.dependencies.map((d) => `${name(m.source)}-->${name(d.resolved)}`))
  .filter((edge, i, all) => all.indexOf(edge) === i)
  .sort();
console.log(["```mermaid", "flowchart BT", ...edges, "```"].join("\n"));
