import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggablePath } from "../../src/http/secret-paths";
import { policyOf } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { invitationBody, invitationLinkTo } from "../modules/outreach/invitations/invitation-fixtures";
import { api, sentPaymentLink } from "../support/journey";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

let t: TestApp;
let agent: string;
/** Every route the app registered, as Fastify knows it (`/pay/:token/start`). */
const routes: { method: string; url: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  agent = await signInAs(t, "agent.all");
  // printRoutes draws a tree ("├── /pay/:token", "│   └── /start"): each level is four characters deeper.
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const at = line.indexOf("── ");
    if (at < 0) continue;
    const [, segment = "", methods] = /^(\S+)(?: \(([A-Z, ]+)\))?/.exec(line.slice(at + 3)) ?? [];
    stack.length = (at - 1) / 4;
    stack.push(segment);
    if (methods) routes.push({ url: stack.join(""), method: methods });
  }
});
afterAll(() => t.close());

const requestLines = () => t.logs.filter((line) => line.includes('"req"'));

describe("the request log", () => {
  it("never holds the secret of a payment, invitation or applicant link, nor a query string", async () => {
    const { path: payPath } = await sentPaymentLink(t, agent);
    const payToken = payPath.split("/")[2]!;
    const { policy } = await policyOf(t, "agent.all", 20);
    const sent = await api(t, agent).post("/api/invitations", invitationBody("basic-renewal", policy.policyNo));
    const { path: invitePath } = await invitationLinkTo(t, sent.json().recipientEmail);
    const inviteToken = invitePath.split("/")[2]!;
    const resetToken = "r".repeat(43);

    t.logs.length = 0;
    await t.app.inject({ url: `/pay/${payToken}` });
    await t.app.inject({ method: "POST", url: `/pay/${payToken}/start` });
    await t.app.inject({ url: invitePath });
    // A mistyped link (trailing slash, upper case) is not a route, and still never logged whole.
    await t.app.inject({ url: `/invite/${inviteToken}/` });
    await t.app.inject({ url: `/PAY/${payToken}` });
    await t.app.inject({ url: `/resetpassword?token=${resetToken}` });
    await t.app.inject({ url: "/pay/result?TransactionID=123" });
    const applicantToken = "a".repeat(43);
    await t.app.inject({ url: `/applicantdettail/${applicantToken}` });
    await t.app.inject({ url: `/api/applicant/${applicantToken}` });
    const reminderToken = "m".repeat(43);
    await t.app.inject({ url: `/renew/${reminderToken}` });

    const logged = requestLines().join("");
    expect(requestLines().length).toBeGreaterThanOrEqual(9);
    for (const secret of [payToken, inviteToken, resetToken, applicantToken, reminderToken])
      expect(logged).not.toContain(secret);
    expect(logged).toContain('"url":"/pay/[redacted]"');
    expect(logged).toContain('"url":"/pay/[redacted]/start"');
    expect(logged).toContain('"url":"/invite/[redacted]"');
    expect(logged).toContain('"url":"/applicantdettail/[redacted]"');
    expect(logged).toContain('"url":"/api/applicant/[redacted]"');
    expect(logged).toContain('"url":"/renew/[redacted]"');
    expect(logged).toContain('"url":"/resetpassword"');
    expect(logged).toContain('"url":"/pay/result"');
  });

  it("redacts every route that takes a token in its path, so a new one cannot be forgotten", () => {
    const tokenRoutes = routes.filter((r) => /:[a-z]*token/i.test(r.url));
    expect(tokenRoutes.map((r) => r.url).sort()).toEqual([
      "/api/applicant/:token",
      "/api/applicant/:token/declaration",
      "/api/applicant/:token/declaration/details",
      "/api/applicant/:token/sign",
      "/card/:token",
      "/invite/:token",
      "/marketing/stop/:token",
      "/pay/:token",
      "/pay/:token/start",
      "/renew/:token",
    ]);
    const secret = "s3cr3t-".repeat(6);
    for (const route of tokenRoutes) {
      const logged = loggablePath(route.url.replace(/:[a-z]*token/i, secret));
      expect(logged, route.url).not.toContain(secret);
    }
  });
});
