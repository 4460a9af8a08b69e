// The measuring functions of bench/server-house.mjs, pure: they take the server's files and its import edges (as
// read-tree.mjs reads them with dependency-cruiser) and return the figures issue 40 asks for.
import { measureImports } from "./imports.mjs";
import { LAYOUT } from "./layout.mjs";
import { measureWriters } from "./writers.mjs";

export { measureImports, moduleGraphDepth } from "./imports.mjs";
export { DOOR, LAYOUT, placeOf } from "./layout.mjs";
export { measureWriters, sqlTemplates, tableExports, tablesWrittenBy } from "./writers.mjs";

/** Every figure: the imports' and the tables' writers. */
export function measureHouse({ files, edges }, layout = LAYOUT) {
  return {
    ...measureImports(
      files.map((f) => f.path),
      edges,
      layout,
    ),
    ...measureWriters(files, layout),
  };
}
