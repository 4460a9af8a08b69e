import {
  COMMISSION_MESSAGES,
  type ListStatementsResponse,
  STATEMENT_LINES_PAGE_SIZE,
  STATEMENT_MESSAGES,
  type StatementDetail,
  toIsoDate,
  uaeMonth,
} from "@pp/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  commissionEntries,
  commissionLines,
  commissionStatements,
  mailOutbox,
  partnerUsers,
  policies,
  policyLedger,
} from "../../../../src/db/schema";
import { untranslatedMailTexts } from "../../../../src/mail/mail-language";
import {
  deleteCommissionOfPartners,
  issueMonthStatements,
  issuePartnerStatements,
  markStatementPaid,
} from "../../../../src/modules/commission";
import { api } from "../../../support/journey";
import { pdfText, withoutMarks } from "../../../support/pdf-text";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { csvLines, reportSale, siteSale } from "../../backoffice/backoffice/backoffice-fixtures";
import { soldPolicy } from "../../policy/servicing/servicing-fixtures";
import { addBackOfficeUser, loadRules, userRowId } from "../commission-fixtures";

/*
 * A month's commission statements against a hand-worked month (issue 42, item 5; decision 062). agent.all's rules:
 * Basic 12.5 %, Term 25 %; an agent keeps 80 % and the manager of their team gets 20 %; agent.solo has no team, so the
 * partner keeps 20 % of their sales. In the month P:
 *   A. agent.team sells Basic, AED 800.00:       10,000 fils  = agent.team 8,000 + manager.all 2,000
 *   B. agent.team's Term sale, AED 2,400.00:      60,000      = agent.team 48,000 + manager.all 12,000
 *      returned in free look (AED 2,300 back):  −57,500      = agent.team −46,000 + manager.all −11,500
 *   C. agent.solo's Term sale, AED 2,400.00:      60,000      = agent.solo 48,000 + the partner 12,000
 * Partner: earned 130,000, clawed back 57,500, subtotal 72,500, VAT 3,625, total due 76,125 (AED 761.25).
 * agent.team 10,000 + 500; manager.all 2,500 + 125; agent.solo 48,000 + 2,400; the partner keeps 12,000:
 * 10,000 + 2,500 + 48,000 + 12,000 = 72,500.
 * After P is issued C is returned in free look (still in P by the calendar): −46,000 agent.solo, −11,500 the partner;
 * it lands in P+1's statements, and P's stay byte for byte as they were.
 */

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
let partnerId: number;
const P = uaeMonth(new Date());
const nextMonth = (period: string) => {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};
const P1 = nextMonth(P);
const day = 86_400_000;
/** An instant after P has ended (and P+1 not), and one after P+1 has ended. */
const afterP = () => new Date(Date.UTC(Number(P1.slice(0, 4)), Number(P1.slice(5)) - 1, 10));
const afterP1 = () => new Date(afterP().getTime() + 40 * day);
let termC: { policyNo: string; id: number };
let policyIds: number[] = [];

async function termSale(user: string) {
  const reference = `ST${Math.floor(Math.random() * 1e8)}`;
  const report = await reportSale(t, "term", { ...siteSale(reference), partnerUserId: user, premiumFils: 240_000 });
  expect(report.statusCode, report.body).toBe(200);
  const [policy] = await t.db.select().from(policies).where(eq(policies.externalRef, reference));
  return policy!;
}
async function cancelInFreeLook(policyNo: string) {
  const res = await api(t, cookies["agent.all"]!).post(`/api/policies/${policyNo}/cancellation`, {
    effectiveDate: toIsoDate(new Date()),
    reason: "Changed their mind",
  });
  expect(res.statusCode, res.body).toBe(201);
}
const get = (user: string, url: string) => api(t, cookies[user]!).get(url);
async function listOf(user: string) {
  const res = await get(user, "/api/commission/statements");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListStatementsResponse;
}
async function statementOf(userId: number | null, period = P) {
  const [row] = await t.db
    .select()
    .from(commissionStatements)
    .where(
      and(
        eq(commissionStatements.partnerId, partnerId),
        eq(commissionStatements.period, period),
        userId === null ? isNull(commissionStatements.userId) : eq(commissionStatements.userId, userId),
      ),
    );
  return row;
}
const figures = (
  s:
    | {
        openingFils: number;
        earnedFils: number;
        clawedBackFils: number;
        subtotalFils: number;
        vatFils: number;
        totalFils: number;
      }
    | undefined,
) => s && [s.openingFils, s.earnedFils, s.clawedBackFils, s.subtotalFils, s.vatFils, s.totalFils];

beforeAll(async () => {
  t = await createTestApp();
  await addBackOfficeUser(t, "backoffice.all");
  for (const user of ["agent.all", "manager.all", "agent.team", "agent.solo", "agent.basic", "backoffice.all"]) {
    cookies[user] = await signInAs(t, user);
    ids[user] = await userRowId(t, user);
  }
  // The demo sales' commission is cleared so the month holds only the hand-worked sales.
  const withLines = await t.db.selectDistinct({ id: commissionLines.partnerId }).from(commissionLines);
  await deleteCommissionOfPartners(
    t.db,
    withLines.map((p) => p.id),
  );
  await loadRules(t);
  const [owner] = await t.db.select().from(partnerUsers).where(eq(partnerUsers.userId, "agent.all"));
  partnerId = owner!.partnerId;

  const a = await soldPolicy(t, cookies["agent.team"]!, 30);
  const b = await termSale("agent.team");
  await cancelInFreeLook(b.policyNo);
  const c = await termSale("agent.solo");
  termC = c;
  policyIds = [a.id, b.id, c.id];
});
afterAll(() => t.close());

describe("issuing a month", () => {
  it("refuses a month that has not ended, and a month that is not one", async () => {
    await expect(issueMonthStatements(t.db, P, new Date())).rejects.toThrow(STATEMENT_MESSAGES.monthNotEnded);
    await expect(issuePartnerStatements(t.db, partnerId, P, new Date())).rejects.toThrow(
      STATEMENT_MESSAGES.monthNotEnded,
    );
    await expect(issueMonthStatements(t.db, "2026-13", afterP())).rejects.toThrow("Use a month like 2026-07.");
    expect(await t.db.select().from(commissionStatements)).toEqual([]);
  });

  it("shows what is accrued and not yet on a statement", async () => {
    expect(await listOf("agent.all")).toEqual({ statements: [], accruedFils: 72_500 });
    expect((await listOf("agent.solo")).accruedFils).toBe(48_000);
  });

  it("issues once, however often and concurrently it is asked", async () => {
    const runs = await Promise.all([
      issueMonthStatements(t.db, P, afterP()),
      issuePartnerStatements(t.db, partnerId, P, afterP()),
      issuePartnerStatements(t.db, partnerId, P, afterP()),
    ]);
    const ofPartner = [
      ...runs[0].filter((r) => r.partnerId === partnerId).map((r) => r.statementId),
      runs[1],
      runs[2],
    ].filter((id) => id !== null);
    expect(ofPartner).toHaveLength(1);
    expect(await issuePartnerStatements(t.db, partnerId, P, afterP())).toBeNull();
    const mine = await t.db.select().from(commissionStatements).where(eq(commissionStatements.partnerId, partnerId));
    expect(mine).toHaveLength(4);
  });

  it("states the hand-worked month: lines, clawback, VAT once on the commission, total due", async () => {
    expect(figures(await statementOf(null))).toEqual([0, 130_000, 57_500, 72_500, 3_625, 76_125]);
    expect(figures(await statementOf(ids["agent.team"]!))).toEqual([0, 56_000, 46_000, 10_000, 500, 10_500]);
    expect(figures(await statementOf(ids["manager.all"]!))).toEqual([0, 14_000, 11_500, 2_500, 125, 2_625]);
    expect(figures(await statementOf(ids["agent.solo"]!))).toEqual([0, 48_000, 0, 48_000, 2_400, 50_400]);
    expect((await statementOf(null))!.lineCount).toBe(8);
  });

  it("mails the partner's statement to the owner once, in English and Arabic", async () => {
    const id = (await statementOf(null))!.id;
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `commission-statement:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "agent.all@partners.example.ae",
      subject: `Your commission statement for ${P}`,
    });
    expect(mails[0]!.textBody).toContain("AED 761.25");
    expect(untranslatedMailTexts(mails[0]!.subject, mails[0]!.content!)).toEqual([]);
    const statementMails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.idempotencyKey} like 'commission-statement:%' and ${mailOutbox.toAddress} = 'agent.all@partners.example.ae'`,
      );
    expect(statementMails).toHaveLength(1);
  });

  it("reconciles: the partner's lines = its users' statements + its own share = the ledger's commission", async () => {
    const detail = (
      await get("agent.all", `/api/commission/statements/${(await statementOf(null))!.id}`)
    ).json() as StatementDetail;
    const linesFils = detail.lines.reduce((s, l) => s + l.amountFils, 0);
    expect(linesFils).toBe(detail.subtotalFils);
    const users = ["agent.team", "manager.all", "agent.solo"];
    const usersFils = (await Promise.all(users.map((u) => statementOf(ids[u]!)))).reduce(
      (s, x) => s + x!.subtotalFils,
      0,
    );
    const retained = detail.lines.filter((l) => l.party === "partner").reduce((s, l) => s + l.amountFils, 0);
    expect(retained).toBe(12_000);
    expect(usersFils + retained).toBe(detail.subtotalFils);
    // Each entry on the statement is the commission of its base in the ledger: the bases add up to the ledger's premium.
    const lineIds = detail.lines.map((l) => l.lineId);
    const [bases] = await t.db
      .select({
        base: sql<number>`cast(sum(${commissionEntries.baseFils}) as integer)`,
        commission: sql<number>`cast(sum(${commissionEntries.commissionFils}) as integer)`,
      })
      .from(commissionEntries)
      .where(
        inArray(
          commissionEntries.id,
          t.db
            .select({ id: commissionLines.entryId })
            .from(commissionLines)
            .where(inArray(commissionLines.id, lineIds)),
        ),
      );
    const [ledger] = await t.db
      .select({ fils: sql<number>`cast(sum(${policyLedger.premiumFils}) as integer)` })
      .from(policyLedger)
      .where(inArray(policyLedger.policyId, policyIds));
    expect(Number(bases!.base)).toBe(Number(ledger!.fils));
    expect(Number(bases!.commission)).toBe(detail.subtotalFils);
  });
});

describe("a late refund", () => {
  let csvBefore: string;
  let detailBefore: string;

  it("goes into the next month's statement; the issued one never changes", async () => {
    const issued = (await statementOf(null))!;
    csvBefore = (await get("agent.all", `/api/commission/statements/${issued.id}/statement.csv`)).body;
    detailBefore = (await get("agent.all", `/api/commission/statements/${issued.id}`)).body;
    expect(csvLines(csvBefore).at(-1)).toContain("761.25");

    await cancelInFreeLook(termC.policyNo);
    expect((await listOf("agent.all")).accruedFils).toBe(-57_500);
    // P again issues nothing; P+1 takes the clawback, with P's unpaid amount as its opening balance.
    expect(await issuePartnerStatements(t.db, partnerId, P, afterP1())).toBeNull();
    await issueMonthStatements(t.db, P1, afterP1());
    expect(figures(await statementOf(null, P1))).toEqual([76_125, 0, 57_500, -57_500, -2_875, 15_750]);
    expect(figures(await statementOf(ids["agent.solo"]!, P1))).toEqual([50_400, 0, 46_000, -46_000, -2_300, 2_100]);
    expect(await statementOf(ids["agent.team"]!, P1)).toBeUndefined();
    expect((await listOf("agent.all")).accruedFils).toBe(0);

    expect((await get("agent.all", `/api/commission/statements/${issued.id}/statement.csv`)).body).toBe(csvBefore);
    expect((await get("agent.all", `/api/commission/statements/${issued.id}`)).body).toBe(detailBefore);
    // An earlier month cannot be issued once a later one is.
    await expect(issueMonthStatements(t.db, "2020-01", afterP1())).rejects.toThrow(STATEMENT_MESSAGES.laterIssued);
  });

  it("is paid by the latest statement, which settles the earlier one whose balance it carried", async () => {
    const first = (await statementOf(null))!;
    const latest = (await statementOf(null, P1))!;
    await expect(markStatementPaid(t.db, first.id, "TRF-1")).rejects.toThrow(STATEMENT_MESSAGES.laterStatement);
    await expect(markStatementPaid(t.db, latest.id, "=cmd()")).rejects.toThrow(STATEMENT_MESSAGES.referenceFormat);
    await expect(markStatementPaid(t.db, 999_999, "TRF-1")).rejects.toThrow(STATEMENT_MESSAGES.notFound);
    expect(await markStatementPaid(t.db, latest.id, "TRF-2026/001")).toEqual(
      [first.id, latest.id].sort((x, y) => x - y),
    );
    await expect(markStatementPaid(t.db, latest.id, "TRF-2")).rejects.toThrow(STATEMENT_MESSAGES.alreadyPaid);
    const listed = (await listOf("agent.all")).statements.filter((s) => s.user === null);
    expect(listed.map((s) => [s.period, s.state, s.paymentReference])).toEqual([
      [P1, "paid", "TRF-2026/001"],
      [P, "paid", "TRF-2026/001"],
    ]);
    // The users' statements are their own: still issued.
    expect((await statementOf(ids["agent.solo"]!, P1))!.state).toBe("issued");
  });
});

describe("who reads which statement", () => {
  it("lists the owner the partner's and every user's, a manager their own and their team's, an agent their own", async () => {
    const who = async (user: string) =>
      (await listOf(user)).statements.filter((s) => s.period === P).map((s) => s.user?.id ?? "partner");
    expect(await who("agent.all")).toEqual(
      expect.arrayContaining(["partner", ids["agent.team"], ids["manager.all"], ids["agent.solo"]]),
    );
    expect(await who("agent.all")).toHaveLength(4);
    expect((await who("manager.all")).sort()).toEqual([ids["agent.team"], ids["manager.all"]].sort());
    expect(await who("agent.team")).toEqual([ids["agent.team"]]);
    expect(await who("agent.solo")).toEqual([ids["agent.solo"]]);
    expect((await listOf("agent.basic")).statements.filter((s) => s.period === P)).toEqual([]);
  });

  it("answers another's statement as another partner's: not found, in detail and CSV", async () => {
    const teamStatement = (await statementOf(ids["agent.team"]!))!.id;
    const partnerStatement = (await statementOf(null))!.id;
    const notFound = await get("agent.basic", `/api/commission/statements/${teamStatement}`);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(STATEMENT_MESSAGES.notFound);
    for (const [user, id] of [
      ["agent.solo", teamStatement],
      ["agent.team", partnerStatement],
      ["manager.all", partnerStatement],
      ["manager.all", (await statementOf(ids["agent.solo"]!))!.id],
      ["agent.all", 999_999],
    ] as const) {
      for (const suffix of ["", "/statement.csv", "/statement.pdf"]) {
        const res = await get(user, `/api/commission/statements/${id}${suffix}`);
        expect([user, id, res.statusCode, res.body]).toEqual([user, id, 404, notFound.body]);
      }
    }
    expect((await get("agent.team", `/api/commission/statements/${teamStatement}`)).statusCode).toBe(200);
    expect((await get("manager.all", `/api/commission/statements/${teamStatement}/statement.csv`)).statusCode).toBe(
      200,
    );
  });

  it("refuses the back office every statement, as a role", async () => {
    const id = (await statementOf(null))!.id;
    for (const url of [
      "/api/commission/statements",
      `/api/commission/statements/${id}`,
      `/api/commission/statements/${id}/statement.csv`,
    ]) {
      const res = await get("backoffice.all", url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(COMMISSION_MESSAGES.backOfficeSeesNone);
    }
  });

  it("refuses a stranger and junk numbers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/commission/statements" })).statusCode).toBe(401);
    for (const junk of ["abc", "0", "-1", "1.5", "99999999999", "%00"]) {
      const res = await get("agent.all", `/api/commission/statements/${junk}`);
      expect([junk, res.statusCode]).toEqual([junk, 400]);
    }
  });

  it("a user's statement holds only their lines, with premium, rate and commission", async () => {
    const res = await get("agent.team", `/api/commission/statements/${(await statementOf(ids["agent.team"]!))!.id}`);
    const detail = res.json() as StatementDetail;
    expect(detail.lines.map((l) => [l.kind, l.product, l.baseFils, l.rateBp, l.commissionFils, l.amountFils])).toEqual([
      ["accrual", "basic", 80_000, 1250, 10_000, 8_000],
      ["accrual", "term", 240_000, 2500, 60_000, 48_000],
      ["clawback", "term", -230_000, 2500, -57_500, -46_000],
    ]);
    expect(detail.lines.every((l) => l.user?.id === ids["agent.team"])).toBe(true);
  });
});

describe("the statement's lines, a page at a time", () => {
  it("answers the figures and the first page by default, a later page, and none past the last", async () => {
    const id = (await statementOf(ids["agent.team"]!))!.id;
    const first = (await get("agent.team", `/api/commission/statements/${id}`)).json() as StatementDetail;
    expect([first.page, first.pageSize, first.lineCount, first.lines.length]).toEqual([
      1,
      STATEMENT_LINES_PAGE_SIZE,
      3,
      3,
    ]);
    expect(first.subtotalFils).toBe(10_000);
    const again = (await get("agent.team", `/api/commission/statements/${id}?page=1`)).json() as StatementDetail;
    expect(again.lines.map((l) => l.lineId)).toEqual(first.lines.map((l) => l.lineId));
    const past = (await get("agent.team", `/api/commission/statements/${id}?page=2`)).json() as StatementDetail;
    expect([past.page, past.lines, past.totalFils]).toEqual([2, [], first.totalFils]);
  });

  it("refuses a page that is not a whole number from 1 with 400 and says so", async () => {
    const id = (await statementOf(ids["agent.team"]!))!.id;
    for (const page of ["0", "-1", "1.5", "x", "99999999"]) {
      const res = await get("agent.team", `/api/commission/statements/${id}?page=${page}`);
      expect([page, res.statusCode]).toEqual([page, 400]);
      expect(res.body).toContain(STATEMENT_MESSAGES.linesPage);
    }
  });
});

describe("the statement's PDF", () => {
  it("is drawn in English and Arabic with the lines, VAT and the total due", async () => {
    const id = (await statementOf(ids["manager.all"]!))!.id;
    const res = await get("manager.all", `/api/commission/statements/${id}/statement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="commission-statement-${P}-${id}.pdf"`);
    const text = withoutMarks(await pdfText(res.rawPayload));
    for (const expected of [
      "Commission statement",
      "كشف العمولات",
      P,
      "Mariam Khan",
      "Clawback",
      "AED 25.00", // the subtotal: 20.00 + 120.00 − 115.00
      "AED 1.25", // VAT 5 %
      "AED 26.25", // total due
      "إجمالي المستحق",
      "Issued",
    ])
      expect(text, expected).toContain(expected);
  });

  it("sums the partner's statement per payee and product before the lines", async () => {
    const id = (await statementOf(null))!.id;
    const res = await get("agent.all", `/api/commission/statements/${id}/statement.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = withoutMarks(await pdfText(res.rawPayload));
    for (const expected of [
      "By payee and product",
      "حسب المستفيد والمنتج",
      "AED 126.00", // the partner's retained share of the Term sale, 120.00, with its VAT 6.00
      "AED -575.00", // clawed back in free look
      "AED 761.25", // total due
    ])
      expect(text, expected).toContain(expected);
    // Every line is printed: the note that the PDF holds only the first lines is not there.
    expect(text).not.toContain("lists the first");
  });
});
