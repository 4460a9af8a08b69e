// Prints the server's module graph as the mermaid block of ARCHITECTURE.md, drawn by dependency-cruiser from the
// imports between modules (each module collapsed to one node). Run: npm run graph:modules
//   --write  replaces the block in ARCHITECTURE.md with it;
//   --check  fails when the block checked in differs from it (npm run lint runs this), so the diagram cannot go stale.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

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
const graph = ["```mermaid", "flowchart BT", ...edges, "```"].join("\n");

const mode = process.argv[2];
if (mode === undefined) {
  console.log(graph);
} else if (mode === "--check" || mode === "--write") {
  const file = new URL("../ARCHITECTURE.md", import.meta.url);
  const text = readFileSync(file, "utf8");
  // The one mermaid block whose diagram is a flowchart of the modules.
  const block = /```mermaid\nflowchart BT\n[\s\S]*?```/;
  const found = text.match(block);
  if (!found) {
    console.error("ARCHITECTURE.md has no ```mermaid flowchart BT block for the module graph.");
    process.exit(1);
  }
  if (found[0] === graph) process.exit(0);
  if (mode === "--write") {
    writeFileSync(file, text.replace(block, graph));
    console.log("ARCHITECTURE.md's module graph rewritten from the imports.");
  } else {
    console.error(
      "ARCHITECTURE.md's module graph differs from the imports between the server's modules.\n" +
        "Regenerate it with `npm run graph:modules -- --write` (or paste the output of `npm run graph:modules` over the block).",
    );
    process.exit(1);
  }
} else {
  console.error(`Unknown option ${mode}: use --check or --write, or nothing to print the graph.`);
  process.exit(2);
}
