import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const serverMain = path.join(repoRoot, "apps/server/dist/main.js");
export const partnersCli = path.join(repoRoot, "apps/server/dist/partners-cli.js");
export const commissionCli = path.join(repoRoot, "apps/server/dist/commission-cli.js");
// WEB_DIST_DIR runs the journeys against another build of the web app (`vite build --outDir …`), so a run need not
// use apps/web/dist while a build elsewhere may be rewriting it; global setup copies it and serves the copy.
const webDist = process.env.WEB_DIST_DIR
  ? path.resolve(process.env.WEB_DIST_DIR)
  : path.join(repoRoot, "apps/web/dist");
export const webIndex = path.join(webDist, "index.html");
export const artifactsDir = path.join(repoRoot, "e2e/artifacts");
