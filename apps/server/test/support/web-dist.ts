import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createTestApp, type TestApp } from "./test-app";

/** The marker each bare page carries: which of the two apps the server sent. */
export const APP_MARKER = {
  portal: '<meta name="pp-app" content="portal">',
  customer: '<meta name="pp-app" content="customer">',
};

/**
 * A built web app of bare pages, for the tests of the pages the server sends: index.html (the portal's app) and, unless
 * `customerApp` is false (a build from before it), customer.html (the customer's). `remove` deletes it.
 */
async function bareWebDist({ customerApp = true }: { customerApp?: boolean } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pp-web-"));
  const bare = (app: keyof typeof APP_MARKER) =>
    `<!doctype html><html lang="en"><head>${APP_MARKER[app]}<title>Partner Portal</title></head><body><div id="root"></div></body></html>`;
  await writeFile(path.join(dir, "index.html"), bare("portal"));
  if (customerApp) await writeFile(path.join(dir, "customer.html"), bare("customer"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The app under test serving a bare built web app: `prepare` adds files to the build before the app starts, `env` more
 * configuration. Its `close` stops the app and deletes the build.
 */
export async function appWithBareWebDist({
  env = {},
  customerApp,
  prepare,
}: {
  env?: Record<string, string>;
  customerApp?: boolean;
  prepare?: (dir: string) => Promise<void>;
} = {}): Promise<TestApp> {
  const webDist = await bareWebDist({ customerApp });
  try {
    await prepare?.(webDist.dir);
    const t = await createTestApp({ ...env, WEB_DIST_DIR: webDist.dir });
    return {
      ...t,
      async close() {
        await t.close();
        await webDist.remove();
      },
    };
  } catch (error) {
    await webDist.remove();
    throw error;
  }
}
