import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { chunkGraph } from "./scripts/chunk-graph-plugin";
import { parallelDynamicImports } from "./scripts/parallel-dynamic-imports-plugin";
import { precompress } from "./scripts/precompress-plugin";
import { reactRouterTrim } from "./scripts/react-router-trim-plugin";
import { wordsMessageStrip } from "./scripts/words-message-strip-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

// JSX goes through Vite's built-in esbuild transform: @vitejs/plugin-react is not installable on every
// machine we build on, and we do not need Fast Refresh's state preservation to work productively.
// `vite build` builds the whole portal (index.html); `vite build --mode customer` then builds the customer's pages again
// as their own app (customer.html) into the same folder. Rollup cuts chunks by which pages share a module: cut among
// the partner's eighty pages, a renewal page came in 27 files of one or two kB, six at a time over a phone's HTTP/1.1;
// cut among the customer's dozen, it comes in far fewer.
const CUSTOMER = "customer";

export default defineConfig(({ mode }) => ({
  esbuild: { jsx: "automatic" },
  plugins: [
    reactRouterTrim(),
    wordsMessageStrip(),
    chunkGraph(root, mode === CUSTOMER ? "customer-chunk-graph.json" : "chunk-graph.json"),
    precompress(),
  ],
  // The answers' worker (src/answer-worker.ts, decision 071) loads the domain's schemas as modules of its own, split as
  // the page's are, with the same words stripped, each with the chunks it imports at once.
  worker: { format: "es" as const, plugins: () => [wordsMessageStrip(), parallelDynamicImports()] },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    emptyOutDir: mode !== CUSTOMER,
    target: "es2022",
    // Terser rather than esbuild's minifier: the same code comes 2 to 4 kB gzipped smaller on every page (/login 99.8 →
    // 97.7 kB, step 1 161.9 → 157.5, the renewal search 116.8 → 114.0), for about 13 s more per build. `module`: every
    // chunk is an ES module, so its top-level names are its own to shorten. Three compress passes gave the same sizes
    // as two (`npm run size`).
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    // The date field's calendar and later wizard screens stay out of the first load; warn if one chunk grows too large.
    chunkSizeWarningLimit: 400,
    // One stylesheet for the whole app, linked from index.html: every CSS module together is under 10 kB gzipped, and
    // split per chunk it came as a dozen small files per page, each a round trip a phone paid after the entry chunk.
    cssCodeSplit: false,
    rollupOptions: {
      input: mode === CUSTOMER ? "customer.html" : "index.html",
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
      // After the sponsor's fields were renamed, 1.5 kB put the checkbox beside the icon button /login needs (/login in
      // Arabic 122.2 kB in 13 files); 1.7 kB loads less on every measured route, in one or two files fewer (121.9 kB in
      // 12), and 2 kB merged more into the entry again (125.0 kB). With MUI X gone (the one date field), 1.5 to 2 kB
      // all gave the same figures within 0.1 kB. With the date field, the dialog and the wizard's later steps on the plain
      // kit, its small shared modules (the button, the alert, the class names) came to /login merged into chunks of the
      // payment step and the declaration: 1.7 kB gave /login in Arabic 123.1 kB in 15 files, 2 kB gives 122.8 in 14 and
      // every other route within 0.1 kB of 1.7's (0 kB: 121.7 in 20 files, 1 kB: 123.8, 2.5 kB: 128.8). With the retrieval
      // dialog, the underwriting review, the drop of several documents and the form fields on the kit, 2 kB merged the
      // Emirates ID field's domain rules into a chunk the quotations' list loads (188.3 kB, over its budget); 1.7 kB
      // loads less than 2 kB did before them on every route but /login (+0.1 kB, in 2 files more): the lists 189.4, the
      // quotations' list 186.7, step 1 198.4, the home 176.0 (1.5 kB: 186.5 but /login in 13 files; 1.9 kB: 187.5 and
      // /login in 11; 2.2 kB and more: over budgets).
      output: {
        // The portal's app at 1 kB (decision 066): with TanStack Query out of the entry, its small modules that read
        // through it can no longer be merged into the entry, and at 1.7 kB the merging handed the signed-in pages code
        // they do not run (the home 178.7 kB, +3.6); at 1 kB they load what they did before, within a kB, in 7 to 11
        // files more (1.2 kB: the policies' list +1.3 kB). The customer's app keeps the cache in its entry and 1.7 kB.
        // 800 bytes since the invitations' and a policy's pages paint without zod: at 1 kB the payment button and its
        // redirect went into the entry (/login 97.9 kB, step 1 158.3, step 2 150.6, the home 133.2); at 800 bytes they
        // stay apart and every partner route loads 0.2 to 1.5 kB less in 1 to 3 files more (step 1 157.6, step 2 149.1,
        // the home 131.9) but the policies' list (147.0, +0.2); 600 bytes saved 0.1 to 0.6 kB more in 2 to 3 files more
        // and /login +0.1; 900 bytes and 1.2 kB and more loaded more (1.2 kB: TanStack Query on /login again).
        // 400 bytes since the answers' schemas shrank and the top bar's search lost its own (decision 069): at 800 the
        // merging then put the payment step's money and redirect beside the HTTP client on /login (98.8 kB) and the
        // invitations over their budget (162.3); at 400 every partner route loads less than before those changes, in
        // 0 to 4 files more (/login 97.8, the home 130.2, step 1 156.7, the invitations 159.3); 500 and 600 bytes load
        // 0.1 to 0.7 kB more, 700 to 1.2 kB more still (benchmarks, "An answer builds only its own schemas").
        experimentalMinChunkSize: mode === CUSTOMER ? 1700 : 400,
        // Only the modules named below go into each manual chunk, not everything they import: the query cache's chunk
        // would otherwise pull React and the HTTP client out of the entry with it.
        onlyExplicitManualChunks: true,
        // In the portal's app, TanStack Query and the app's one cache made with it are one chunk, which the first
        // signed-in screen (and each page that reads through it) loads beside its own code, and the sign-in pages never
        // load (decision 066; `npm run size` fails if one does). Left to the automatic chunking, its modules were cut
        // into seven chunks by which pages use which hooks.
        manualChunks: (id) => {
          // A compiled catalog (decision 065) is pure data a screen loads in one language: merged into a chunk, it
          // would load with that chunk's code in every language, or with a page that shows none of its texts.
          // A folder cut by page has a catalog per part (`locales/<part>/`): texts-quotation-steps-en; so has the domain
          // (texts-domain-sign-in-ar, texts-domain-team-en).
          const catalog =
            /\/(?:packages\/(domain)\/src\/i18n|src\/features\/([\w-]+))\/locales\/(?:([\w-]+)\/)?(en|ar)\.ts$/.exec(
              id,
            );
          if (catalog) return `texts-${[catalog[1] ?? catalog[2], catalog[3]].filter(Boolean).join("-")}-${catalog[4]}`;
          const appCatalog = /\/src\/i18n\/locales\/(first|common)\/(en|ar)\.ts$/.exec(id);
          if (appCatalog) return `texts-${appCatalog[1]}-${appCatalog[2]}`;
          // Small modules most pages share, each left to the merging of small chunks, went into the entry, which every
          // page loads, /login too: three of the domain's message modules once the pages' zod-free rules shared them
          // (decision 068), then the error alert and the retried import once step 1's check loaded lazily (+0.3 to
          // 0.4 kB each time, /login over its 100 kB). As chunks of their own they load with the pages that use them.
          if (mode !== CUSTOMER && /\/packages\/domain\/src\/(gender|control-chars|length-messages)\.ts$/.test(id))
            return "domain-words";
          if (
            mode !== CUSTOMER &&
            /\/src\/(ui\/error-alert\.tsx|ui\/plain\/retryable-import\.ts|ui\/visually-hidden\.tsx|api\/after-success\.ts)$/.test(
              id,
            )
          )
            return "page-parts";
          if (
            mode !== CUSTOMER &&
            (id.includes("/node_modules/@tanstack/") || /\/src\/app\/query-(root|client)\./.test(id))
          )
            return "query";
          return undefined;
        },
      },
      treeshake: {
        // @pp/domain is pure (no I/O) but declares no `sideEffects`; saying so here keeps a
        // route's chunk free of domain modules it never imports (e.g. the wizard's schemas on /login).
        moduleSideEffects: (id) => !id.includes("/packages/domain/src/"),
      },
    },
  },
}));
