import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** apps/server, found from this module whether it runs from src/ (tsx, vitest) or from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, "migrations")) && existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the server folder (apps/server with its migrations).");
}

const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, "migrations");
export const SEED_DIR = path.join(SERVER_ROOT, "seed");
