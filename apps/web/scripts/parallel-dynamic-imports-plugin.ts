import type { Plugin } from "vite";

/**
 * A dynamic import that fetches its chunk's imports at the same time as the chunk. In a page, Vite does it with
 * `<link rel="modulepreload">`; a worker has no document, and without this a module reached from the answers' worker
 * came in two round trips on a phone's link, one for its chunk and one more for the chunks the browser finds it imports
 * (zod's among them). Each is imported beside the chunk; the module map loads and runs each once.
 */
export function parallelDynamicImports(): Plugin {
  return {
    name: "pp-parallel-dynamic-imports",
    renderDynamicImport({ getTargetChunkImports }) {
      const imports = getTargetChunkImports()?.filter((chunk) => chunk.type === "internal");
      if (!imports?.length) return null;
      const beside = imports.map((chunk) => `import(${chunk.resolvedImportPath})`).join(",");
      return { left: `Promise.all([${beside},import(`, right: `)]).then((loaded) => loaded.at(-1))` };
    },
  };
}
