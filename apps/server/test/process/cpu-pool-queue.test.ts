import { CENSUS_MAX_ROWS, CPU_POOL_BUSY_MESSAGE } from "@pp/domain";
import { afterAll, describe, expect, it } from "vitest";
import { censusRow, censusWorkbook } from "../modules/quotation/census/census-files";
import { multipart } from "../support/files";
import { createTestApp, sessionHeader, signInAs } from "../support/test-app";

/*
 * The CPU pool's queue is bounded (CPU_POOL_QUEUE): with one thread and room for one task to wait, a burst of census
 * reads is answered 200 for the ones that got a place and 503 with Retry-After for the others — never a 500 — and
 * the 503 is one the route's document lists (the test app checks every answer against it).
 */
const t = await createTestApp({ CPU_POOL_THREADS: "1", CPU_POOL_QUEUE: "1" });
afterAll(() => t.close());
const headers = sessionHeader(t, await signInAs(t, "agent.all"));
const workbook = await censusWorkbook(Array.from({ length: CENSUS_MAX_ROWS }, () => censusRow()));

const read = () => {
  const body = multipart({}, { name: "census.xlsx", bytes: workbook });
  return t.app.inject({
    method: "POST",
    url: "/api/census/read",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

describe("a full CPU pool", () => {
  it("answers the requests it has no room for 503 with Retry-After, and the others as usual", async () => {
    // The thread started first (from the sources it compiles what it loads).
    expect((await read()).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 8 }, read));
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s !== 200 && s !== 503),
      statuses.join(),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const res of busy) {
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.json()).toEqual({ message: CPU_POOL_BUSY_MESSAGE });
    }
    // Once the burst is over, the pool takes work again.
    expect((await read()).statusCode).toBe(200);
  });
});
