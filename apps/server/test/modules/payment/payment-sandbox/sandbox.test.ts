import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, formBody, startedPayment } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
let _owner: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  _owner = api(t, cookie);
});
afterAll(() => t.close());

const browserReturn = (fields: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(fields) });

describe("the sandbox hosted payment page", () => {
  it("takes the accepting test card and answers with signed fields the portal accepts", async () => {
    const { request } = await startedPayment(t, cookie);
    const page = await t.app.inject({ method: "POST", url: "/sandbox-gateway/pay", ...formBody(request) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("4111 1111 1111 1111");
    const carried = /name="request" value="([^"]+)"/.exec(page.body)![1]!;
    const charge = await t.app.inject({
      method: "POST",
      url: "/sandbox-gateway/charge",
      ...formBody({
        request: carried,
        card_number: "4111 1111 1111 1111",
        card_expiry: "12/39",
        card_cvv: "123",
        card_name: "Rahul Menon",
        action: "pay",
      }),
    });
    expect(charge.statusCode).toBe(200);
    const fields = Object.fromEntries(
      [...charge.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!.replaceAll("&#39;", "'").replaceAll("&amp;", "&"),
      ]),
    );
    expect(fields.decision).toBe("ACCEPT");
    const back = await browserReturn(fields);
    expect(back.headers.location).toContain("status=ACCEPT");
  });

  it("refuses a request whose signature does not match", async () => {
    const { request } = await startedPayment(t, cookie);
    const res = await t.app.inject({
      method: "POST",
      url: "/sandbox-gateway/pay",
      ...formBody({ ...request, amount: "1.00" }),
    });
    expect(res.statusCode).toBe(400);
  });
});
