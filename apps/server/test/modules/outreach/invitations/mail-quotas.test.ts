import { addDays, toIsoDate } from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invitations, mailOutbox, mailQuotaUsage } from "../../../../src/db/schema";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { api, finalizedQuotation } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { invitationBody, otherPartner } from "./invitation-fixtures";

let t: TestApp;
let agent: string;
let agentId: number;
beforeAll(async () => {
  t = await createTestApp({
    INVITATION_DAILY_LIMIT: "20",
    VIDEO_CALL_DAILY_LIMIT: "3",
    PAYMENT_LINK_DAILY_LIMIT: "2",
    MEETING_HOSTS: "teams.microsoft.com,zoom.us",
  });
  agent = await signInAs(t, "agent.all");
  agentId = (await findPartnerByUserId(t.db, "agent.all"))!.id;
});
afterAll(() => t.close());

const tomorrow = () => addDays(toIsoDate(new Date()), 1).split("-").reverse().join("/");
const quotaEvents = (partnerId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, "mail_quota_reached"), eq(auditLog.partnerId, partnerId)));
/** Starts the partner's quota day over, as midnight in the UAE does. */
const nextDay = (partnerId: number) =>
  t.db
    .update(mailQuotaUsage)
    .set({ day: sql`${mailQuotaUsage.day} - 1` })
    .where(eq(mailQuotaUsage.partnerId, partnerId));

const callBody = (n: number, meeting_url = "https://teams.microsoft.com/l/meetup-join/abc") => ({
  name: "Omar Farouk",
  email: `quota.call${n}@example.com`,
  mobile_prefix: "050",
  mobile_number: "7654321",
  date: addDays(toIsoDate(new Date()), 3),
  time: "10:30",
  duration: 30,
  meeting_url,
});

describe("the daily quota of invitations", () => {
  it("lets exactly 20 of 30 parallel invitations through, says the limit and when it resets, audits it once", async () => {
    const bodies = [...Array(30)].map(() => invitationBody("pa"));
    const answers = await Promise.all(bodies.map((body) => api(t, agent).post("/api/invitations", body)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: `Your account can send 20 invitations a day, and today's are used up. You can send more from 00:00 UAE time on ${tomorrow()}. If you need a higher limit, ask your account manager.`,
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    const sentTo = new Set(bodies.map((b) => b.email.toLowerCase()));
    const queued = (await t.db.select().from(mailOutbox)).filter((m) => sentTo.has(m.toAddress));
    expect(queued).toHaveLength(20);
    expect(await t.db.select().from(invitations).where(eq(invitations.partnerId, agentId))).toHaveLength(20);
    const events = await quotaEvents(agentId);
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ kind: "invitations", perDay: 20 });
  });

  it("counts a resend too; another partner's quota is their own; the next UAE day starts afresh", async () => {
    const [one] = await t.db.select().from(invitations).where(eq(invitations.partnerId, agentId)).limit(1);
    const resend = await api(t, agent).post(`/api/invitations/${one!.id}/resend`);
    expect(resend.statusCode).toBe(429);
    expect(await quotaEvents(agentId)).toHaveLength(1);

    const other = await otherPartner(t, "agent.quota", ["basic", "invitations"]);
    expect((await api(t, other).post("/api/invitations", invitationBody("pa"))).statusCode).toBe(201);

    await nextDay(agentId);
    expect((await api(t, agent).post(`/api/invitations/${one!.id}/resend`)).statusCode).toBe(200);
  });
});

describe("the daily quota of video calls and payment links", () => {
  it("books 3 video calls a day; cancelling one sends its cancellation all the same", async () => {
    const booked = [];
    for (let n = 1; n <= 3; n++) {
      const res = await api(t, agent).post("/api/video-calls", callBody(n));
      expect(res.statusCode, res.body).toBe(201);
      booked.push(res.json().id as number);
    }
    const fourth = await api(t, agent).post("/api/video-calls", callBody(4));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^Your account can send 3 video call invites a day, and today's are used up\./,
    );
    expect((await api(t, agent).post(`/api/video-calls/${booked[0]}/cancel`)).statusCode).toBe(200);
    expect((await quotaEvents(agentId)).map((e) => (e.details as { kind: string }).kind)).toContain("video_calls");
  });

  it("sends 2 payment links a day; a refused request spends nothing", async () => {
    const q = await finalizedQuotation(t, agent);
    const send = () => api(t, agent).post(`/api/quotations/${q.quotationId}/payment-link`);
    // A quotation that cannot be paid is refused before it counts.
    expect((await api(t, agent).post("/api/quotations/999999/payment-link")).statusCode).toBe(404);
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Your account can send 2 payment links a day/);
  });
});

describe("meeting links", () => {
  it("lead only to the configured meeting services, subdomains included", async () => {
    await nextDay(agentId);
    for (const url of ["https://evil.example/j/1", "https://zoom.us.evil.example/j/1", "https://meet.google.com/abc"]) {
      const res = await api(t, agent).post("/api/video-calls", callBody(10, url));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors.meeting_url).toEqual(["Use a meeting link on teams.microsoft.com, zoom.us."]);
    }
    const res = await api(t, agent).post("/api/video-calls", callBody(11, "https://us02web.zoom.us/j/123"));
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.app.inject({ url: "/api/config" })).json().meetingHosts).toEqual([
      "teams.microsoft.com",
      "zoom.us",
    ]);
  });
});
