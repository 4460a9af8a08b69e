import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The marker each bare page carries: which of the two apps the server sent. */
export const APP_MARKER = {
  portal: '<meta name="pp-app" content="portal">',
  customer: '<meta name="pp-app" content="customer">',
};

/**
 * A built web app of bare pages, for the tests of the pages the server sends: index.html (the portal's app) and, unless
 * `customerApp` is false (a build from before it), customer.html (the customer's). `remove` deletes it.
 */
export async function bareWebDist({ customerApp = true }: { customerApp?: boolean } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pp-web-"));
  const bare = (app: keyof typeof APP_MARKER) =>
    `<!doctype html><html lang="en"><head>${APP_MARKER[app]}<title>Partner Portal</title></head><body><div id="root"></div></body></html>`;
  await writeFile(path.join(dir, "index.html"), bare("portal"));
  if (customerApp) await writeFile(path.join(dir, "customer.html"), bare("customer"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
