// Bundles the server's own code and @pp/domain into dist/; npm packages stay external (node_modules), except JSON
// data files (the country names), which are bundled: an external JSON import would lose its import attribute.
import { build } from "esbuild";

// Another folder than dist/ (under apps/server) when given: the build test builds there and runs what it built.
const outdir = process.argv[2] ?? "dist";

const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@pp/") || args.path.endsWith(".json") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: "src/main.ts",
    // The CPU pool's threads load it from next to main.js (src/process/cpu-pool.ts).
    "cpu-worker": "src/cpu-worker.ts",
    "partners-cli": "src/partners-cli.ts",
    "rates-cli": "src/modules/reference/reference-data/rates-cli.ts",
    "commission-cli": "src/modules/commission/rules/commission-cli.ts",
    "storage-cli": "src/storage/storage-cli.ts",
    "backup-cli": "src/operations/backup-cli.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: "warning",
});
