import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What a browser downloads as text: the scripts, the stylesheet, the icons and the JSON they read. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

/**
 * Writes each built script and stylesheet again, compressed at the strongest levels: `file.js.br` (Brotli 11) and
 * `file.js.gz` (gzip 9), which the server sends as they are to a browser that accepts them. Compressing per request
 * stops at a level fast enough for a live answer (Brotli 4): the entry chunk went 108 kB over the wire that way, 93 kB
 * at level 11, and every page waits for it. A file whose compressed form is no smaller is left alone.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "pp-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const writes = Object.values(bundle)
        .filter((output) => COMPRESSIBLE.test(output.fileName) && !output.fileName.startsWith(".vite/"))
        .flatMap((output) => {
          const bytes =
            output.type === "chunk" ? Buffer.from(output.code) : Buffer.from(output.source as string | Uint8Array);
          const file = path.join(outDir, output.fileName);
          const brotli = brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          const gzip = gzipSync(bytes, { level: 9 });
          return [
            brotli.length < bytes.length ? writeFile(`${file}.br`, brotli) : undefined,
            gzip.length < bytes.length ? writeFile(`${file}.gz`, gzip) : undefined,
          ];
        });
      await Promise.all(writes);
    },
  };
}
