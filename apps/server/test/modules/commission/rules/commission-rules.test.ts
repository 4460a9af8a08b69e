import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionRates, commissionSplits, policies } from "../../../../src/db/schema";
import { accrueOnReportedSale } from "../../../../src/modules/commission";
import { loadCommissionRules } from "../../../../src/modules/commission/rules/commission-rules";
import { seedDemoSiteSales } from "../../../../src/modules/policy/site-reports/demo-site-sales";
import { ReferenceDataError } from "../../../../src/modules/reference";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { addBackOfficeUser, csvFolder, loadRules, TEST_RATES, TEST_SPLITS } from "../commission-fixtures";

/*
 * The commission rules are loaded as the rates are (decision 061): two files checked whole, a refusal naming the file
 * and line, both tables replaced together or not at all. What `npm run commission -- load` runs; the command only opens
 * the configured database around it.
 */

let t: TestApp;
let folder: Awaited<ReturnType<typeof csvFolder>>;
beforeAll(async () => {
  t = await createTestApp();
  folder = await csvFolder();
  await addBackOfficeUser(t, "backoffice.rules");
});
afterAll(async () => {
  await t.close();
  await folder.remove();
});

const stored = async () => ({
  rates: await t.db.select().from(commissionRates).orderBy(asc(commissionRates.id)),
  splits: await t.db.select().from(commissionSplits).orderBy(asc(commissionSplits.id)),
});

/** Loads the files; answers the refusal's message, or fails when they load. */
async function refusal(rates: readonly string[], splits: readonly string[] = TEST_SPLITS) {
  const ratesFile = await folder.file(rates);
  const splitsFile = await folder.file(splits);
  const error = await loadCommissionRules(t.db, ratesFile, splitsFile).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReferenceDataError);
  const message = (error as Error).message;
  return message.replace(ratesFile, "rates.csv").replace(splitsFile, "splits.csv");
}

describe("the demo partners' rules", () => {
  it("are seeded with them, and the demo partners' reported sales show commission", async () => {
    const { rates, splits } = await stored();
    expect(rates.length).toBeGreaterThan(0);
    expect(splits.length).toBeGreaterThan(0);
    await seedDemoSiteSales(t.db, accrueOnReportedSale);
    const res = await api(t, await signInAs(t, "agent.all")).get("/api/commission/accruals");
    expect(res.statusCode, res.body).toBe(200);
    const policyNos = new Set(res.json().rows.map((r: { policyNo: string }) => r.policyNo));
    expect(policyNos).toEqual(new Set(["PA-P-2026-0042", "TL-P-2026-0007"]));
    // Term, AED 3,100.00 at the demo's 25 %: AED 775.00, all the partner's (the owner's own sale).
    expect(res.json().rows).toContainEqual(
      expect.objectContaining({ policyNo: "TL-P-2026-0007", party: "partner", amountFils: 77_500, rateBp: 2500 }),
    );
    const [term] = await t.db.select().from(policies).where(eq(policies.policyNo, "TL-P-2026-0007"));
    expect(term!.premiumFils).toBe(310_000);
  });
});

describe("loading the commission rules", () => {
  it("replaces every partner's rates and splits together", async () => {
    expect(await loadRules(t)).toEqual({ rates: 3, splits: 2, partners: 1 });
    const { rates, splits } = await stored();
    expect(rates.map((r) => [r.product, r.plan, r.newBusinessBp, r.renewalBp])).toEqual([
      ["basic", "", 1250, 750],
      ["term", "", 2500, 2000],
      ["pa", "", 2000, 1500],
    ]);
    expect(splits.map((s) => [s.teamRole, s.sellerBp, s.managerBp])).toEqual([
      ["agent", 8000, 2000],
      ["manager", 9000, 0],
    ]);
  });

  it("takes a user's own row beside their role's and their team's: the precedence decides, nothing overlaps", async () => {
    const splits = [
      ...TEST_SPLITS,
      "agent.all,agent.team,,,90,10",
      "agent.all,,Dubai sales,agent,70,30",
      "AGENT.ALL,Agent.Solo,,,100,0",
    ];
    expect(await loadRules(t, TEST_RATES, splits)).toMatchObject({ splits: 5 });
    await loadRules(t);
  });

  it("refuses junk with the file and line, and keeps the rules in force", async () => {
    const before = await stored();
    const header = TEST_RATES[0]!;
    const splitHeader = TEST_SPLITS[0]!;
    const cases: [string[], string[] | undefined, string][] = [
      [
        [header, "agent.all,basic,,12.345,5"],
        undefined,
        "rates.csv line 2: new_business_percent: a percentage from 0 to 100 like 12.5",
      ],
      [
        [header, "agent.all,basic,,10,5", "agent.all,pa,,101,5"],
        undefined,
        "rates.csv line 3: new_business_percent: a percentage from 0 to 100 like 12.5",
      ],
      [[header, "agent.all,basic,,ten,5"], undefined, "rates.csv line 2: new_business_percent"],
      [[header, "agent.all,motor,,10,5"], undefined, "rates.csv line 2: product: one of basic, hplus, pa, term"],
      [[header, "nobody,basic,,10,5"], undefined, 'rates.csv line 2: partner: no partner "nobody".'],
      [[header, "underwriter,basic,,10,5"], undefined, 'rates.csv line 2: partner: no partner "underwriter".'],
      [[header, "agent.all,basic,gold,10,5"], undefined, "rates.csv line 2: plan: basic is sold without plans"],
      [[header, "agent.all,hplus,diamond,10,5"], undefined, 'rates.csv line 2: plan: hplus has no plan "diamond"'],
      [[header, "agent.all,basic,,10,5,9"], undefined, "rates.csv: "],
      [[header, 'agent.all,"basic,,10,5'], undefined, "rates.csv: "],
      [[header], undefined, "rates.csv holds no rates."],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,agent.team,,agent,80,20"],
        "splits.csv line 2: user: a rule names a user, or a role",
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,,Dubai sales,,80,20"],
        "splits.csv line 2: role: name a user, or a role",
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,,,agent,90,20"],
        "splits.csv line 2: manager_percent: seller and manager add up to over 100",
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,,,back_office,90,0"],
        "splits.csv line 2: role: one of owner, manager, agent, or empty",
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,nobody,,,90,0"],
        'splits.csv line 2: user: agent.all has no user "nobody".',
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,agent.basic,,,90,0"],
        'splits.csv line 2: user: agent.all has no user "agent.basic".',
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,backoffice.rules,,,90,0"],
        "splits.csv line 2: user: backoffice.rules is back office",
      ],
      [
        [header, "agent.all,basic,,10,5"],
        [splitHeader, "agent.all,,Abu Dhabi,agent,90,0"],
        'splits.csv line 2: team: agent.all has no team "Abu Dhabi".',
      ],
    ];
    for (const [rates, splits, message] of cases) expect(await refusal(rates, splits), message).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it("refuses rules that overlap, naming both lines, and keeps the rules in force", async () => {
    const before = await stored();
    const header = TEST_RATES[0]!;
    const splitHeader = TEST_SPLITS[0]!;
    expect(await refusal([header, "agent.all,basic,,10,5", "agent.all,pa,,10,5", "AGENT.ALL,basic,,12,6"])).toBe(
      "rates.csv line 4: overlaps line 2 (agent.all basic).",
    );
    expect(await refusal([header, "agent.all,hplus,gold,10,5", "agent.all,hplus,gold,12,6"])).toBe(
      "rates.csv line 3: overlaps line 2 (agent.all hplus plan gold).",
    );
    for (const [splits, message] of [
      [
        [splitHeader, "agent.all,,,agent,80,20", "agent.all,,,agent,70,30"],
        "splits.csv line 3: overlaps line 2 (agent.all role agent).",
      ],
      [
        [splitHeader, "agent.all,,Dubai sales,agent,80,20", "agent.all,,Dubai sales,agent,70,30"],
        "splits.csv line 3: overlaps line 2 (agent.all team Dubai sales role agent).",
      ],
      [
        [splitHeader, "agent.all,agent.solo,,,80,0", "agent.all,Agent.Solo,,,70,0"],
        "splits.csv line 3: overlaps line 2 (agent.all user agent.solo).",
      ],
    ] as const)
      expect(await refusal(TEST_RATES, [...splits])).toBe(message);
    expect(await stored()).toEqual(before);
  });
});
