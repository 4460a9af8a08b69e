import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { chunkGraph } from "./scripts/chunk-graph-plugin";
import { precompress } from "./scripts/precompress-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

// JSX goes through Vite's built-in esbuild transform: @vitejs/plugin-react is not installable on every
// machine we build on, and we do not need Fast Refresh's state preservation to work productively.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  plugins: [chunkGraph(root), precompress()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Date pickers and later wizard screens stay out of the first load; warn if one chunk grows too large.
    chunkSizeWarningLimit: 400,
    // One stylesheet for the whole app, linked from index.html: every CSS module together is under 10 kB gzipped, and
    // split per chunk it came as a dozen small files per page, each a round trip a phone paid after the entry chunk.
    cssCodeSplit: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // MUI and TanStack mark modules "use client" (for React Server Components), and zod carries
        // annotations Rollup cannot place; both are harmless in a browser bundle and drown real warnings.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
      // Chunks under 1.5 kB that only define things are merged into a chunk loaded alongside them: a customer's renewal
      // page came in 29 to 40 files, and on a phone's connection (six at a time, each a round trip) the requests, not
      // the bytes, held its largest paint back. Larger thresholds (4 kB, 20 kB) merged pages and their parts into the
      // entry, which every page pays for. Where the merged code lands moves with every shared module added: with step
      // 1 and the top bar's search built without MUI, 2 kB handed the renewal search the payment button and the
      // premium totals (128.8 kB), 1.5 kB does not (124.7 kB, the same number of files); `npm run size` shows it.
      output: { experimentalMinChunkSize: 1500 },
      treeshake: {
        // @pp/domain is pure (no I/O) but declares no `sideEffects`; saying so here keeps a
        // route's chunk free of domain modules it never imports (e.g. the wizard's schemas on /login).
        moduleSideEffects: (id) => !id.includes("/packages/domain/src/"),
      },
    },
  },
});
