import {
  EARLY_ANSWERS_ELEMENT_ID,
  journeyOf,
  journeyStepPath,
  PARTNER_API,
  PAYMENT_STATUS,
  RENEWAL_API,
  renewalPaymentApiPath,
  renewalStepPath,
} from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  customer,
  detailsOf,
  findAs,
  person,
  policyDueIn,
  renewAndPay,
  saveRenewal,
} from "../modules/renewal/renewals/renewal-fixtures";
import { sessionHeader, signInAs, type TestApp } from "../support/test-app";
import { appWithBareWebDist } from "../support/web-dist";

let t: TestApp;
beforeAll(async () => {
  t = await appWithBareWebDist();
});
afterAll(() => t.close());

/** The answers a page was sent with, as the web app reads them (undefined without the block). */
function earlyAnswersOf(html: string): Record<string, unknown> | undefined {
  const block = html.match(
    new RegExp(`<script type="application/json" id="${EARLY_ANSWERS_ELEMENT_ID}">(.*?)</script>`, "s"),
  );
  return block ? JSON.parse(block[1]!) : undefined;
}

describe("a customer's renewal page comes with the answers of its first reads", () => {
  it("the policy details page carries what GET /api/renewals/current answers, and is never stored", async () => {
    // A member's name that would close a script element if it were written as it is.
    const member = person({ firstName: "Ali</script><script>alert(1)</script>" });
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    await findAs(c, member);
    const page = await c.call("GET", renewalStepPath("details"));
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).not.toContain("<script>alert(1)");
    expect(earlyAnswersOf(page.body)).toEqual({ [RENEWAL_API.current]: await detailsOf(c) });
  });

  it("the questions page carries both of its reads once the renewal is started", async () => {
    const member = person();
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    await findAs(c, member);
    // Not started yet: the review answers 409, which the page asks for itself and explains.
    const before = earlyAnswersOf((await c.call("GET", renewalStepPath("questions"))).body);
    expect(Object.keys(before ?? {})).toEqual([RENEWAL_API.questions]);
    await saveRenewal(
      c,
      (await detailsOf(c)).members.map((m) => m.id),
    );
    const answers = earlyAnswersOf((await c.call("GET", renewalStepPath("questions"))).body);
    expect(answers).toEqual({
      [RENEWAL_API.review]: (await c.call("GET", RENEWAL_API.review)).json(),
      [RENEWAL_API.questions]: (await c.call("GET", RENEWAL_API.questions)).json(),
    });
  });

  it("the payment result carries the transaction its query names, to the customer who paid it and no one else", async () => {
    const member = person();
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    await findAs(c, member);
    const answer = await renewAndPay(t, c, 1);
    const transaction = renewalPaymentApiPath(answer.transaction_id!);
    const result = `${renewalStepPath("result")}?${new URLSearchParams({ TransactionID: answer.transaction_id!, status: "ACCEPT" })}`;
    // The receipt is made after the gateway's notice, in its own time; the page and the API are compared once it
    // exists, or one of them could be answered before it and the other after.
    await vi.waitFor(
      async () => expect((await c.call("GET", transaction)).json()).toMatchObject({ receiptReady: true }),
      { timeout: 20_000, interval: 100 },
    );
    const page = await c.call("GET", result);
    expect(page.headers["cache-control"]).toBe("no-store");
    const sent = earlyAnswersOf(page.body);
    expect(sent).toEqual({ [transaction]: (await c.call("GET", transaction)).json() });
    expect(sent?.[transaction]).toMatchObject({ status: PAYMENT_STATUS.ACCEPTED });
    // Another visitor naming the same transaction gets the page and nothing of it, as the API refuses them.
    const stranger = customer(t);
    expect((await stranger.call("GET", transaction)).statusCode).toBe(401);
    // So does a customer renewing another policy.
    const other = person();
    await policyDueIn(t, 20, [other]);
    const otherCustomer = customer(t);
    await findAs(otherCustomer, other);
    expect((await otherCustomer.call("GET", transaction)).statusCode).toBe(404);
    for (const visitor of [stranger, otherCustomer]) {
      const theirPage = await visitor.call("GET", result);
      expect(theirPage.statusCode).toBe(200);
      expect(earlyAnswersOf(theirPage.body)).toBeUndefined();
    }
  });

  it("carries nothing for a visitor without a renewal, and the page is cached as every other", async () => {
    const page = await customer(t).call("GET", renewalStepPath("details"));
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(earlyAnswersOf(page.body)).toBeUndefined();
  });

  it("answers junk in the address with the page and no answers, never an error", async () => {
    const member = person();
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    await findAs(c, member);
    for (const address of [
      `${renewalStepPath("result")}?TransactionID=${"x".repeat(500)}`,
      `${renewalStepPath("result")}?TransactionID=%3Cscript%3E`,
      `${renewalStepPath("result")}?TransactionID=..%2F..%2Fbackoffice%2Fpolicies`,
      `${renewalStepPath("result")}?TransactionID=TX-unknown`,
      "/applicantdettail/not-a-token",
      `/applicantdettail/${"A".repeat(43)}`,
      "/applicantdettail/%2E%2E%2Fapi%2Fsession",
    ]) {
      const page = await c.call("GET", address);
      expect(page.statusCode, address).toBe(200);
      expect(earlyAnswersOf(page.body), address).toBeUndefined();
    }
  });

  it("the renewal's cookie is sent with the renewal's pages, so the server can answer for them", async () => {
    const member = person();
    await policyDueIn(t, 20, [member]);
    const c = customer(t);
    const found = await c.call("POST", "/api/renewals/search", {
      searchBy: 3,
      searchText: member.passportNo,
      dateOfBirth: member.dateOfBirth,
    });
    const cookie = found.cookies.find((k) => k.name === "pp_renewal");
    expect(cookie).toMatchObject({ path: "/", httpOnly: true, sameSite: "Lax" });
  });
});

describe("a page of the partner's shell comes with the partner's session and its own first read", () => {
  /** What `address` answers the partner whose session token is `token`. */
  const asPartner = (token: string, address: string) =>
    t.app.inject({ method: "GET", url: address, headers: sessionHeader(t, token) });

  it("the home page carries the session and the dashboard, as the API answers this partner, and is never stored", async () => {
    const token = await signInAs(t, "agent.all");
    const page = await asPartner(token, "/partnerhomepage");
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(earlyAnswersOf(page.body)).toEqual({
      [PARTNER_API.session]: (await asPartner(token, PARTNER_API.session)).json(),
      [PARTNER_API.dashboard]: (await asPartner(token, PARTNER_API.dashboard)).json(),
    });
  });

  it("step 1 of each wizard carries the session and the TPA links; another page only the session", async () => {
    const token = await signInAs(t, "agent.all");
    const session = (await asPartner(token, PARTNER_API.session)).json();
    const links = (await asPartner(token, PARTNER_API.tpaLinks)).json();
    for (const product of ["basic", "hplus"] as const) {
      const page = await asPartner(token, journeyStepPath(journeyOf(product), "sponsor"));
      expect(earlyAnswersOf(page.body)).toEqual({ [PARTNER_API.session]: session, [PARTNER_API.tpaLinks]: links });
    }
    expect(earlyAnswersOf((await asPartner(token, "/policieNewBusinessAll/all")).body)).toEqual({
      [PARTNER_API.session]: session,
    });
  });

  it("each partner's page carries that partner's own session, never another's", async () => {
    const [all, basic] = [await signInAs(t, "agent.all"), await signInAs(t, "agent.basic")];
    const sessionOf = async (token: string) =>
      earlyAnswersOf((await asPartner(token, "/partnerhomepage")).body)?.[PARTNER_API.session];
    expect(await sessionOf(all)).toEqual((await asPartner(all, PARTNER_API.session)).json());
    expect(await sessionOf(basic)).toEqual((await asPartner(basic, PARTNER_API.session)).json());
    expect(await sessionOf(all)).not.toEqual(await sessionOf(basic));
  });

  it("carries nothing for a stranger, an ended session or a junk cookie, and the page is cached as every other", async () => {
    const ended = await signInAs(t, "agent.all");
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: sessionHeader(t, ended) });
    for (const headers of [
      {},
      sessionHeader(t, ended),
      sessionHeader(t, "x".repeat(300)),
      { cookie: "pp_session=%%%" },
    ]) {
      for (const url of ["/partnerhomepage", journeyStepPath(journeyOf("basic"), "sponsor")]) {
        // Step 1's TPA links need no session, but a page of the shell is answered for a signed-in partner only.
        const page = await t.app.inject({ method: "GET", url, headers });
        expect(page.statusCode).toBe(200);
        expect(page.headers["cache-control"]).toBe("no-cache");
        expect(earlyAnswersOf(page.body)).toBeUndefined();
      }
    }
  });

  it("answers junk addresses in the shell with the page and the session alone, or a 4xx, never an error", async () => {
    const token = await signInAs(t, "agent.all");
    const session = (await asPartner(token, PARTNER_API.session)).json();
    // A NUL or a broken escape is refused before any page is made, as everywhere else, and an address that ends like a
    // file's name is a missing file: nothing of the partner's goes with either.
    for (const [address, status] of [
      ["/partnerhomepage%00", 400],
      ["/%E0%A4%A", 400],
      ["/Basic-B2C/sponsordetail/..%2F..%2Fapi%2Fsession", 404],
    ] as const) {
      const refused = await asPartner(token, address);
      expect(refused.statusCode, address).toBe(status);
      expect(refused.body, address).not.toContain(session.partner_name);
      expect(refused.body, address).not.toContain(session.partner_reference);
    }
    for (const address of [`/${"a".repeat(5000)}`, "/Basic-B2C/sponsordetail/%2E%2E%2Fapi", "/security?x=<script>"]) {
      const page = await asPartner(token, address);
      expect(page.statusCode, address).toBe(200);
      expect(earlyAnswersOf(page.body), address).toEqual({ [PARTNER_API.session]: session });
    }
  });

  it("sends no session with the pages that need none, even to a signed-in partner", async () => {
    const token = await signInAs(t, "agent.all");
    for (const address of ["/login", "/landingpage", renewalStepPath("search"), "/privacy"]) {
      const page = await asPartner(token, address);
      expect(earlyAnswersOf(page.body), address).toBeUndefined();
    }
  });
});
