import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** A built web app of one bare index.html, for the tests of the pages the server sends; `remove` deletes it. */
export async function bareWebDist() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pp-web-"));
  await writeFile(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><title>Partner Portal</title></head><body><div id="root"></div></body></html>`,
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
