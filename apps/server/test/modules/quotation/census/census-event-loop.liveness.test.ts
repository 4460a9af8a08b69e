import { CENSUS_COLUMNS, CENSUS_MAX_ROWS, CENSUS_MESSAGES, MAX_UPLOAD_BYTES } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenOnFreePort, probeAgainstIdle } from "../../../support/event-loop-probe";
import { createTestApp, sessionHeader, signInAs, type TestApp } from "../../../support/test-app";
import { censusCsv, censusRow, censusWorkbook } from "./census-files";

/**
 * The heaviest census reads, sent to the app on a real socket while `/api/health/live` is asked again and again: the
 * liveness probe keeps answering within 100 ms, because the file is parsed off the event loop and a CSV's read stops
 * at the row limit.
 */
let t: TestApp;
let base: string;
let cookie: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
  cookie = sessionHeader(t, await signInAs(t, "agent.all"));
});
afterAll(() => t.close());

const HEADINGS = CENSUS_COLUMNS.map((c) => c.header).join(",");

async function readWhileProbing(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("uploadedFiles", new Blob([bytes]), name);
  const probed = await probeAgainstIdle(base, async () => {
    const answer = await fetch(`${base}/api/census/read`, { method: "POST", headers: cookie, body: form });
    return { status: answer.status, body: (await answer.json()) as { rows?: unknown[]; message?: string } };
  });
  expect(probed.failed).toBe(0);
  return probed;
}

describe("reading a census keeps the portal answering", () => {
  // The first read also starts the pool's thread, which from the TypeScript sources compiles what it loads.
  it("the largest census a file may hold, as CSV and as a workbook", { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: CENSUS_MAX_ROWS }, () => censusRow());
    for (const [bytes, name] of [
      [censusCsv(rows), "census.csv"],
      [await censusWorkbook(rows), "census.xlsx"],
    ] as const) {
      const { result, worstMs, boundMs } = await readWhileProbing(bytes, name);
      expect(result.status, name).toBe(200);
      expect(result.body.rows).toHaveLength(CENSUS_MAX_ROWS);
      expect(worstMs, name).toBeLessThan(boundMs);
    }
  });

  it("a CSV of a million one-cell rows, refused at its 501st member without reading the rest", {
    timeout: 60_000,
  }, async () => {
    const bytes = Buffer.from(`${HEADINGS}\r\n${"x\r\n".repeat(1_000_000)}`.slice(0, MAX_UPLOAD_BYTES));
    const { result, worstMs, boundMs } = await readWhileProbing(bytes, "census.csv");
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(CENSUS_MESSAGES.tooManyRows);
    expect(worstMs).toBeLessThan(boundMs);
  });

  it("a workbook of 5,000 rows, ten times what a census holds", { timeout: 60_000 }, async () => {
    const bytes = await censusWorkbook(Array.from({ length: 5_000 }, () => censusRow()));
    const { result, worstMs, boundMs } = await readWhileProbing(bytes, "census.xlsx");
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(CENSUS_MESSAGES.tooManyRows);
    expect(worstMs).toBeLessThan(boundMs);
  });
});
