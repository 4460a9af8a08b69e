import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, mailOutbox, quotations, renewalGrants } from "../../../../src/db/schema";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { api, finalizedQuotation, formBody, gatewayAnswer, hiddenFields } from "../../../support/journey";
import { createQuotationAs, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { policyOf } from "../../backoffice/backoffice/backoffice-fixtures";
import { customer, expectedAnswers } from "../../renewal/renewals/renewal-fixtures";
import { invitationBody, invitationLinkTo, listOf, otherPartner, sendInvitation } from "./invitation-fixtures";

let t: TestApp;
let agent: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await signInAs(t, "agent.all");
  other = await otherPartner(t);
});
afterAll(() => t.close());

describe("Sending, listing, resending and cancelling", () => {
  it("sends a Basic renewal invitation for the partner's due policy, queues its mail and lists it as sent", async () => {
    const { policy } = await policyOf(t, "agent.all", 20);
    const sent = await sendInvitation(t, agent, invitationBody("basic-renewal", policy.policyNo.toLowerCase()));
    expect(sent).toMatchObject({ kind: "basic-renewal", status: "sent", reference: policy.policyNo });
    expect(sent.recipientEmail).toMatch(/^aisha\.khan\d+@example\.com$/);
    const { mail } = await invitationLinkTo(t, sent.recipientEmail);
    expect(mail.subject).toBe(`Renew your Basic health insurance (${policy.policyNo})`);
    expect(mail.idempotencyKey).toMatch(new RegExp(`^invitation-sent:${sent.id}:`));
    const list = await listOf(t, agent, `kind=basic-renewal&q=${policy.policyNo}`);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: sent.id, status: "sent" });
  });

  it("resend issues a new link (the old one stops working); cancel ends it with a page that says what to do", async () => {
    const { policy } = await policyOf(t, "agent.all", 25);
    const sent = await sendInvitation(t, agent, invitationBody("basic-renewal", policy.policyNo));
    const first = await invitationLinkTo(t, sent.recipientEmail);
    const resent = await api(t, agent).post(`/api/invitations/${sent.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await invitationLinkTo(t, sent.recipientEmail);
    expect(second.path).not.toBe(first.path);
    expect((await t.app.inject({ url: first.path })).statusCode).toBe(404);

    const cancelled = await api(t, agent).post(`/api/invitations/${sent.id}/cancel`);
    expect(cancelled.json().status).toBe("cancelled");
    const page = await t.app.inject({ url: second.path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("Ask them for a new link.");
    expect((await api(t, agent).post(`/api/invitations/${sent.id}/resend`)).statusCode).toBe(409);
  });

  it("shows an expired link as expired, in the list and to the customer", async () => {
    const { policy } = await policyOf(t, "agent.all", 30);
    const sent = await sendInvitation(t, agent, invitationBody("basic-renewal", policy.policyNo));
    const { path } = await invitationLinkTo(t, sent.recipientEmail);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, sent.id));
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("Ask your insurance partner to send a new one.");
    const list = await listOf(t, agent, "kind=basic-renewal&status=expired");
    expect(list.rows.map((r) => r.id)).toContain(sent.id);
  });

  it("refuses a policy that is not due for renewal and a quotation that is not finalized, on the reference field", async () => {
    const { policy } = await policyOf(t, "agent.all", 200);
    const notDue = await api(t, agent).post("/api/invitations", invitationBody("basic-renewal", policy.policyNo));
    expect(notDue.statusCode).toBe(400);
    expect(notDue.json().fieldErrors.reference[0]).toMatch(/not inside its renewal window/);
    const draft = await createQuotationAs(t, agent);
    const res = await api(t, agent).post("/api/invitations", invitationBody("basic", draft.quotationNo));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.reference[0]).toMatch(/not finalized/);
  });
});

describe("Partners are kept apart", () => {
  it("another partner's policy and quotation read as not found, exactly like numbers that do not exist", async () => {
    const { policy } = await policyOf(t, "agent.all", 20);
    const q = await finalizedQuotation(t, agent);
    for (const [kind, ref] of [
      ["basic-renewal", policy.policyNo],
      ["basic", q.quotationNo],
    ] as const) {
      const theirs = await api(t, other).post("/api/invitations", invitationBody(kind, ref));
      const missing = await api(t, other).post("/api/invitations", invitationBody(kind, `${ref}9`));
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json()).toEqual(missing.json());
      expect(theirs.json().fieldErrors.reference[0]).toMatch(/not found/);
    }
  });

  it("another partner's invitation is neither listed, counted, resent nor cancelled", async () => {
    const { policy } = await policyOf(t, "agent.all", 21);
    const sent = await sendInvitation(t, agent, invitationBody("basic-renewal", policy.policyNo));
    const theirs = await listOf(t, other, "kind=basic-renewal");
    expect(theirs.total).toBe(0);
    for (const action of ["resend", "cancel"]) {
      const res = await api(t, other).post(`/api/invitations/${sent.id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Invitation not found.");
    }
    expect((await api(t, other).post(`/api/invitations/999999/cancel`)).json().message).toBe("Invitation not found.");
    expect((await listOf(t, agent, `kind=basic-renewal&q=${policy.policyNo}`)).rows[0]?.status).toBe("sent");
  });
});

describe("Flags and input", () => {
  it("refuses partners without invitations_allowed, and callers without a session", async () => {
    const basicOnly = await signInAs(t, "agent.basic");
    const list = await api(t, basicOnly).get("/api/invitations?kind=basic");
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toMatch(/not enabled for your account/);
    expect((await api(t, basicOnly).post("/api/invitations", invitationBody("pa"))).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/invitations?kind=basic" })).statusCode).toBe(401);
  });

  it("answers bad input with 400 and field errors, never 500", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [invitationBody("pa", "", { email: "not-an-email" }), "email"],
      [invitationBody("pa", "", { name: "Aisha\u0000Khan" }), "name"],
      [invitationBody("pa", "", { mobile_number: "12" }), "mobile_number"],
      [invitationBody("pa", "", { mobile_prefix: "051" }), "mobile_prefix"],
      [invitationBody("basic", ""), "reference"],
      [invitationBody("basic", "BQ-2026\u0007"), "reference"],
      [invitationBody("hplus-renewal", "x".repeat(51)), "reference"],
      [invitationBody("motor"), "kind"],
    ];
    for (const [body, field] of cases) {
      const res = await api(t, agent).post("/api/invitations", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(res.json())).toContain(field);
    }
    for (const query of ["kind=motor", "kind=basic&status=lost", "kind=basic&q=%00", "kind=basic&page=0"]) {
      expect((await api(t, agent).get(`/api/invitations?${query}`)).statusCode, query).toBe(400);
    }
    expect((await api(t, agent).post("/api/invitations/abc/cancel")).statusCode).toBe(400);
  });
});

describe("The customer's link", () => {
  it("Basic renewal: records the opening, grants the renewal; paying lands on the invitation's result page and completes it", async () => {
    const { policy } = await policyOf(t, "agent.all", 20);
    const sent = await sendInvitation(t, agent, invitationBody("basic-renewal", policy.policyNo));
    const { path } = await invitationLinkTo(t, sent.recipientEmail);
    const c = customer(t);
    const opened = await c.call("GET", path);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/Basic-Renewals/policydetailsrenewals");
    expect((await listOf(t, agent, `kind=basic-renewal&q=${policy.policyNo}`)).rows[0]?.status).toBe("opened");
    const [grant] = await t.db.select().from(renewalGrants).where(eq(renewalGrants.invitationId, sent.id));
    expect(grant?.policyId).toBe(policy.id);

    // The link's holder sees the policy masked, like a customer who searched, and pays without a code.
    const details = (await c.call("GET", "/api/renewals/current")).json();
    expect(details).toMatchObject({ policyNo: policy.policyNo, state: "due", access: "masked" });
    const saved = await c.call("PUT", "/api/renewals/current", {
      memberIds: details.members.map((m: { id: number }) => m.id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await c.call("PUT", "/api/renewals/current/declaration", { answers: await expectedAnswers(c) })).statusCode,
    ).toBe(200);
    expect((await c.call("POST", "/api/renewals/current/finalize", { declaration: true })).statusCode).toBe(200);
    const start = (await c.call("POST", "/api/renewals/current/payment")).json();
    const answer = gatewayAnswer(t, start.fields);
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toMatch(/^\/Basic-Renewals\/invitations-renewal\?TransactionID=/);
    // The gateway's notification arrives too: the invitation is completed once, not twice.
    await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, sent.id));
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect((await listOf(t, agent, `kind=basic-renewal&q=${policy.policyNo}`)).rows[0]?.status).toBe("completed");
    const again = await t.app.inject({ url: path });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain("Already done");
    // The renewal is recorded against the inviting partner.
    const [renewal] = await t.db.select().from(quotations).where(eq(quotations.parentPolicyId, policy.id));
    expect(renewal?.partnerId).toBe(row?.partnerId);
  });

  it("Basic new business: reaches the pay page of the quotation; payment completes the invitation", async () => {
    const q = await finalizedQuotation(t, agent);
    const sent = await sendInvitation(t, agent, invitationBody("basic", q.quotationNo.toLowerCase()));
    expect(sent.reference).toBe(q.quotationNo);
    const { path, mail } = await invitationLinkTo(t, sent.recipientEmail);
    expect(mail.subject).toBe(`Pay for your Basic health insurance (${q.quotationNo})`);
    const opened = await t.app.inject({ url: path });
    expect(opened.statusCode).toBe(303);
    const payPath = opened.headers.location as string;
    expect(payPath).toMatch(/^\/pay\//);
    const page = await t.app.inject({ url: payPath });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(q.quotationNo);
    const start = await t.app.inject({ method: "POST", url: `${payPath}/start` });
    const answer = gatewayAnswer(t, hiddenFields(start.body));
    const back = await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect(back.headers.location).toMatch(/^\/pay\/result\?/);
    expect((await listOf(t, agent, `kind=basic&q=${q.quotationNo}`)).rows[0]?.status).toBe("completed");
  });

  it("H+ new business: invites to pay the partner's finalized H+ quotation, never a Basic one", async () => {
    const basic = await finalizedQuotation(t, agent);
    const refused = await api(t, agent).post("/api/invitations", invitationBody("hplus", basic.quotationNo));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.reference).toEqual(["Quotation not found."]);

    const hplus = await finalizedQuotation(t, agent, validSponsor({ productCategory: 2 }));
    const sent = await sendInvitation(t, agent, invitationBody("hplus", hplus.quotationNo));
    const { path, mail } = await invitationLinkTo(t, sent.recipientEmail);
    expect(mail.subject).toBe(`Pay for your H+ health insurance (${hplus.quotationNo})`);
    const payPath = (await t.app.inject({ url: path })).headers.location as string;
    const start = await t.app.inject({ method: "POST", url: `${payPath}/start` });
    const answer = gatewayAnswer(t, hiddenFields(start.body));
    await t.app.inject({ method: "POST", url: "/api/payments/return", ...formBody(answer) });
    expect((await listOf(t, agent, `kind=hplus&q=${hplus.quotationNo}`)).rows[0]?.status).toBe("completed");
    const [row] = await t.db.select().from(quotations).where(eq(quotations.id, hplus.quotationId));
    expect(row!.status).toBe("policy_issued");
  });

  it("a cancelled quotation invitation also ends its payment link", async () => {
    const q = await finalizedQuotation(t, agent);
    const sent = await sendInvitation(t, agent, invitationBody("basic", q.quotationNo));
    const { path } = await invitationLinkTo(t, sent.recipientEmail);
    const payPath = path.replace("/invite/", "/pay/");
    expect((await t.app.inject({ url: payPath })).statusCode).toBe(200);
    await api(t, agent).post(`/api/invitations/${sent.id}/cancel`);
    expect((await t.app.inject({ url: payPath })).statusCode).toBe(404);
  });

  it("a resent quotation invitation moves the payment link to the new secret", async () => {
    const q = await finalizedQuotation(t, agent);
    const sent = await sendInvitation(t, agent, invitationBody("basic", q.quotationNo));
    const first = (await invitationLinkTo(t, sent.recipientEmail)).path.replace("/invite/", "/pay/");
    await api(t, agent).post(`/api/invitations/${sent.id}/resend`);
    const second = (await invitationLinkTo(t, sent.recipientEmail)).path.replace("/invite/", "/pay/");
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
  });

  it("PA, Term and H+ renewal send the customer to the product's site with the partner's reference, never the user id", async () => {
    const ref = (await findPartnerByUserId(t.db, "agent.all"))!.siteRef;
    const expectations = [
      ["pa", "", `https://pa.partnerportal.ae/?UserId=${ref}&Reference=INV-`],
      ["term", "", `https://term.partnerportal.ae/?UserId=${ref}&Reference=INV-`],
      [
        "hplus-renewal",
        "hp-123/2026",
        `https://hplus.partnerportal.ae/renewals?UserId=${ref}&Access=1&PolicyNo=HP-123%2F2026&Reference=INV-`,
      ],
    ] as const;
    for (const [kind, ref, url] of expectations) {
      const sent = await sendInvitation(t, agent, invitationBody(kind, ref));
      const { path } = await invitationLinkTo(t, sent.recipientEmail);
      const res = await t.app.inject({ url: path });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${url}${sent.id}`);
      expect(res.headers.location).not.toContain("agent.all");
    }
  });

  it("answers a made-up link with a page that says what to do", async () => {
    const res = await t.app.inject({ url: `/invite/${"x".repeat(43)}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Ask your insurance partner for a new one.");
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "nobody@example.com"));
    expect(mails).toHaveLength(0);
  });
});
