// The JavaScript a first visit to /login downloads, gzipped, measured in a real Chromium.
// `npm run build` first.  node bench/login-bundle-size.mjs
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer } from "./support.mjs";

const server = await startServer({ port: 3401 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() === "script") scripts.push(res);
  });
  await page.goto(`${server.base}/login`, { waitUntil: "networkidle" });
  let raw = 0;
  let gzipped = 0;
  const rows = [];
  for (const res of scripts) {
    const body = await res.body();
    const gz = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzipped += gz;
    rows.push({
      file: new URL(res.url()).pathname,
      kB: +(body.length / 1024).toFixed(1),
      gzipKB: +(gz / 1024).toFixed(1),
    });
  }
  console.table(rows);
  console.log(
    `initial JavaScript of /login: ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped (target <= 150 KB)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
