import { COMMISSION_MESSAGES, CPU_POOL_TIMEOUT_MESSAGE, uaeMonth } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { partnerUsers } from "../../src/db/schema";
import { issuePartnerStatements } from "../../src/modules/commission";
import { CPU_TASK_RETRY_AFTER_SECONDS } from "../../src/process/cpu-pool";
import { loadRules } from "../modules/commission/commission-fixtures";
import { soldPolicy } from "../modules/policy/servicing/servicing-fixtures";
import { censusRow, censusWorkbook } from "../modules/quotation/census/census-files";
import { api } from "../support/journey";
import { createQuotationAs, validMember } from "../support/quotation-fixtures";
import { createTestApp, signInAs } from "../support/test-app";

/*
 * A request whose work on the CPU pool runs past CPU_TASK_TIME_LIMIT_MS is answered 503 with Retry-After and a
 * message saying what to do, in the user's language — never a 500 — and the route's document lists that 503 (the
 * test app holds every answer to it). A limit of 1 ms stops every task: even a thread's start takes longer.
 */
const t = await createTestApp({ CPU_POOL_THREADS: "1", CPU_TASK_TIME_LIMIT_MS: "1" });
afterAll(() => t.close());
const cookie = await signInAs(t, "agent.all");
const partner = api(t, cookie);

const stoppedWith = (
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  message: string,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(503);
  expect(res.headers["retry-after"]).toBe(String(CPU_TASK_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ message });
};

describe("a task stopped at the CPU pool's time limit", () => {
  it("answers a census upload 503 with Retry-After and a message saying what to do", async () => {
    const file = { name: "census.xlsx", bytes: await censusWorkbook([censusRow()]) };
    stoppedWith(await partner.upload("/api/census/read", {}, file), CPU_POOL_TIMEOUT_MESSAGE);
  });

  it("answers a quotation's PDF 503 with the same message, and Arabic when asked", async () => {
    const q = await createQuotationAs(t, cookie);
    expect((await partner.post(`/api/quotations/${q.quotationId}/members`, validMember())).statusCode).toBe(201);
    stoppedWith(await partner.get(`/api/quotations/${q.quotationId}/quotation.pdf`), CPU_POOL_TIMEOUT_MESSAGE);
    const inArabic = await t.app.inject({
      method: "GET",
      url: `/api/quotations/${q.quotationId}/quotation.pdf`,
      headers: { ...partner.headers, "accept-language": "ar" },
    });
    expect(inArabic.statusCode).toBe(503);
    expect(inArabic.json().message).toBe("استغرق إعداد هذا المستند وقتًا طويلًا فتم إيقافه. يرجى المحاولة لاحقًا.");
  });

  it("answers a commission statement's PDF 503 pointing to its CSV, which is still there", async () => {
    await loadRules(t);
    await soldPolicy(t, cookie, 30);
    const [owner] = await t.db.select().from(partnerUsers).where(eq(partnerUsers.userId, "agent.all"));
    const period = uaeMonth(new Date());
    const [y, m] = period.split("-").map(Number) as [number, number];
    const afterTheMonth = new Date(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 10));
    const statementId = await issuePartnerStatements(t.db, owner!.partnerId, period, afterTheMonth);
    expect(statementId).not.toBeNull();
    const url = `/api/commission/statements/${statementId}`;
    stoppedWith(await partner.get(`${url}/statement.pdf`), COMMISSION_MESSAGES.statementPdfTooLong);
    expect((await partner.get(`${url}/statement.csv`)).statusCode).toBe(200);
  });
});
