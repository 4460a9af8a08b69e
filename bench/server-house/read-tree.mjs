// Reads the server's source as dependency-cruiser sees it, with the options of the lint step's own check
// (.dependency-cruiser.cjs: type-only imports included, node_modules not followed).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { cruise } from "dependency-cruiser";

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, "../..");
const { options } = require(path.join(repoRoot, ".dependency-cruiser.cjs"));

/**
 * The files under `dir` (relative to `root`), each with its source and what each of its import specifiers resolves
 * to, and every import edge between two of them, `{ from, to, typeOnly }`.
 */
export async function readTree(root = repoRoot, dir = "apps/server/src") {
  const { output } = await cruise([dir], { ...options, baseDir: root });
  const inside = (file) => file.startsWith(`${dir}/`);
  const files = [];
  const edges = [];
  for (const module of output.modules.filter((m) => inside(m.source))) {
    const imports = {};
    for (const dependency of module.dependencies) {
      if (!inside(dependency.resolved)) continue;
      imports[dependency.module] = dependency.resolved;
      edges.push({
        from: module.source,
        to: dependency.resolved,
        typeOnly: dependency.dependencyTypes.includes("type-only"),
      });
    }
    files.push({ path: module.source, source: await readFile(path.join(root, module.source), "utf8"), imports });
  }
  return { files, edges };
}
