import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The web app's modules whose chunks every signed-in page loads beside the entry's: the signed-in shell with the table
 * of its pages, and the query cache (decision 066).
 */
const SHELL_MODULES = ["src/app/routes/signed-in-routes.tsx", "src/app/query-root.tsx"];

/** A chunk of the portal's build as its chunk graph lists it (apps/web/scripts/chunk-graph-plugin.ts). */
type Chunk = { file: string; isEntry: boolean; modules: string[]; imports: string[] };

/**
 * The `<link rel="modulepreload">` elements a page of the signed-in shell is sent with: the shell's chunks and those
 * they import, but for what the entry loads itself. The app loads the shell only once its entry has run, and the page's
 * code only once the shell's table has arrived; named in the page, the shell's chunks load beside the entry, and the
 * page's code starts a round of requests earlier. None when the build has no chunk graph or the modules are not in it.
 */
export function shellPreloadLinks(distDir: string): string {
  const graphFile = path.join(distDir, ".vite", "chunk-graph.json");
  if (!existsSync(graphFile)) return "";
  const chunks = JSON.parse(readFileSync(graphFile, "utf8")) as Chunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const collect = (chunk: Chunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.imports) collect(byFile.get(file), into);
  };
  const entry = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry)) collect(chunk, entry);
  const shell = new Set<string>();
  for (const module of SHELL_MODULES)
    collect(
      chunks.find((c) => c.modules.includes(module)),
      shell,
    );
  return [...shell]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}
