import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app";
import { appWithBareWebDist } from "../support/web-dist";

// A script as the build writes it: the file, and beside it its Brotli and gzip forms (the web app's precompress plugin).
const SCRIPT = `export const greeting = ${JSON.stringify("Renew your policy. ".repeat(200))};\n`;
const NAME = "assets/index-7c1e2b.js";
// Not the levels a live answer is compressed at (Brotli 4, gzip 6), so the bytes sent tell which was sent.
const BROTLI = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const GZIP = gzipSync(SCRIPT, { level: 1 });
// A file the build did not compress: still sent compressed, per request, when it is large enough to gain.
const PLAIN = "assets/plain-3d9a41.js";

let web: TestApp;
beforeAll(async () => {
  web = await appWithBareWebDist({
    prepare: async (dir) => {
      await mkdir(path.join(dir, "assets"));
      const file = path.join(dir, NAME);
      await writeFile(file, SCRIPT);
      await writeFile(`${file}.br`, BROTLI);
      await writeFile(`${file}.gz`, GZIP);
      await writeFile(path.join(dir, PLAIN), SCRIPT);
    },
  });
});
afterAll(() => web.close());

const get = (url: string, acceptEncoding: string) =>
  web.app.inject({ url, headers: { "accept-encoding": acceptEncoding } });

describe("the built app's scripts go out in the form the build compressed them", () => {
  it("Brotli to a browser that accepts it, as a script, cached for a year and kept apart by encoding", async () => {
    const res = await get(`/${NAME}`, "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(BROTLI)).toBe(true);
  });

  it("gzip to one that accepts only gzip, and the plain file to one that accepts neither", async () => {
    const gzip = await get(`/${NAME}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.rawPayload.equals(GZIP)).toBe(true);
    const plain = await get(`/${NAME}`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses per request what the build did not, and still answers 404 for a file that is not there", async () => {
    const res = await get(`/${PLAIN}`, "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.rawPayload.equals(BROTLI)).toBe(false);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    for (const encoding of ["br", "gzip", "identity"])
      expect((await get("/assets/missing-000000.js", encoding)).statusCode, encoding).toBe(404);
  });
});
