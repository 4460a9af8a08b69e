import path from "node:path";
import type { Plugin } from "vite";

/** One built JavaScript chunk: its file, whether index.html loads it, its source modules, what it imports. */
export type ChunkGraphEntry = { file: string; isEntry: boolean; modules: string[]; imports: string[] };

/**
 * Writes dist/.vite/`fileName` (chunk-graph.json, and customer-chunk-graph.json for the customer's app): every chunk
 * with the source modules it holds. Vite's manifest names a chunk only by the module it was split for, so a page merged
 * into another chunk (small chunks are merged, see the config) vanishes from it; this graph still says where each
 * module went (scripts/report-route-size.mjs).
 */
export function chunkGraph(root: string, fileName: string): Plugin {
  return {
    name: "pp-chunk-graph",
    apply: "build",
    generateBundle(_options, bundle) {
      const graph: ChunkGraphEntry[] = Object.values(bundle).flatMap((output) =>
        output.type === "chunk"
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                modules: Object.keys(output.modules).map((id) => path.relative(root, id.split("?")[0]!)),
                imports: output.imports,
              },
            ]
          : [],
      );
      this.emitFile({ type: "asset", fileName: `.vite/${fileName}`, source: JSON.stringify(graph, null, 1) });
    },
  };
}
