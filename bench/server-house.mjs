// The server's house (issue 40, "Measured"): modules, import lines between modules, modules importing each other,
// imports that bypass a module's door (its index.ts), infrastructure importing a module, the depth of the module
// graph, and the modules that write each table. Reads apps/server/src with dependency-cruiser; how files group into
// modules is the table in server-house/layout.mjs.
//   node bench/server-house.mjs          a table for people
//   node bench/server-house.mjs --json   every figure and list, for machines
import { measureHouse } from "./server-house/measure.mjs";
import { readTree } from "./server-house/read-tree.mjs";

const house = measureHouse(await readTree());

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(house, null, 2));
} else {
  const bypassKinds = Object.entries(house.doorBypasses.length ? house.doorBypassesByKind : {})
    .map(([kind, n]) => `${n} from ${kind}`)
    .join(", ");
  const rows = [
    ["modules", house.modules.length],
    ["import lines between modules (type-only)", `${house.crossModuleLines} (${house.crossModuleTypeOnlyLines})`],
    ["ordered pairs of modules they run across", house.crossModulePairs],
    ["mutual pairs (goal 0)", house.mutualPairs.length],
    ["imports that bypass a door (goal 0)", `${house.doorBypasses.length}${bypassKinds ? ` (${bypassKinds})` : ""}`],
    ["infrastructure -> module imports (goal 0)", house.infraToModule.length],
    ["depth of the module graph, cycles collapsed (layers)", house.depth],
    ["module edges inside cycles (import lines)", `${house.edgesInsideCycles} (${house.linesInsideCycles})`],
    ["tables written", Object.keys(house.tables).length],
    ["tables with more than one writer (goal 0)", house.tablesWithSeveralWriters.length],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  if (house.mutualPairs.length) console.log(`\nmutual pairs: ${house.mutualPairs.join(", ")}`);
  for (const cycle of house.cycles) console.log(`cycle of ${cycle.length} modules: ${cycle.join(", ")}`);
  if (house.infraToModule.length) {
    console.log("\ninfrastructure -> module:");
    for (const { from, to } of house.infraToModule) console.log(`  ${from} -> ${to}`);
  }
  if (house.tablesWithSeveralWriters.length) {
    console.log("\ntables with more than one writer:");
    for (const table of house.tablesWithSeveralWriters)
      console.log(`  ${table}: ${house.tables[table].writers.join(", ")}`);
  }
}
