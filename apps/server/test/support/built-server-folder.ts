import { randomBytes } from "node:crypto";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** How the folders of this run's builds of the server begin (builtServer): one per worker, all removed with it. */
    builtServerPrefix: string;
  }
}

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Vitest's global set-up for the tests that run the built server: each worker builds into apps/server (where the
 * build's npm packages resolve and its paths to the repository hold) under a name this run gives, and the run's end
 * removes them. A worker cannot remove its own build: the pool ends its workers without an `exit` event, and each run
 * left one folder per worker behind.
 */
export default async function setup(project: TestProject) {
  const prefix = `.build-check-${randomBytes(4).toString("hex")}-`;
  project.provide("builtServerPrefix", prefix);
  return async () => {
    const ours = (await readdir(serverDir)).filter((name) => name.startsWith(prefix));
    await Promise.all(ours.map((name) => rm(path.join(serverDir, name), { recursive: true, force: true })));
  };
}
