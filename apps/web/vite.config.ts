import { defineConfig } from "vite";

// JSX goes through Vite's built-in esbuild transform: @vitejs/plugin-react is not installable on every
// machine we build on, and we do not need Fast Refresh's state preservation to work productively.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // dist/.vite/manifest.json lets scripts/report-route-size.mjs measure what each route loads.
    manifest: true,
    // Date pickers and later wizard screens stay out of the first load; warn if one chunk grows too large.
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      onwarn(warning, warn) {
        // MUI and TanStack mark modules "use client" (for React Server Components), and zod carries
        // annotations Rollup cannot place; both are harmless in a browser bundle and drown real warnings.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" || warning.code === "INVALID_ANNOTATION") return;
        warn(warning);
      },
      treeshake: {
        // @pp/domain is pure (no I/O) but declares no `sideEffects`; saying so here keeps a
        // route's chunk free of domain modules it never imports (e.g. the wizard's schemas on /login).
        moduleSideEffects: (id) => !id.includes("/packages/domain/src/"),
      },
    },
  },
});
