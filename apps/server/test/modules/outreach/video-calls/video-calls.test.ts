import { addDays, toIsoDate } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InlineAttachment, mailOutbox, videoCalls } from "../../../../src/db/schema";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { videoCallBody as callBody, otherPartner } from "../invitations/invitation-fixtures";

let t: TestApp;
let agent: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = await signInAs(t, "agent.all");
  other = await otherPartner(t, "agent.meets", ["invitations", "meetings"]);
});
afterAll(() => t.close());

const inDays = (days: number) => addDays(toIsoDate(new Date()), days);

async function mailsTo(email: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}
const icsOf = (mail: { attachments: unknown }) => (mail.attachments as InlineAttachment[])[0]!;
/** Unfolded content lines (RFC 5545 §3.1). */
const linesOf = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("Video call invites", () => {
  it("e-mails the customer an iCalendar invitation: METHOD:REQUEST, a stable UID, DTSTART in UTC", async () => {
    const body = callBody();
    const res = await api(t, agent).post("/api/video-calls", body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: "upcoming", startsAt: `${inDays(3)}T06:30:00.000Z` });
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toMatch(/^Video call with .+ \(Dubai time\)$/);
    expect(mail!.textBody).toContain("https://teams.microsoft.com/l/meetup-join/abc");
    const ics = icsOf(mail!);
    expect(ics.filename).toBe("invite.ics");
    expect(ics.contentType).toBe("text/calendar; method=REQUEST; charset=UTF-8");
    expect(ics.content).toMatch(/\r\n$/);
    const lines = linesOf(ics.content);
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain(`DTSTART:${inDays(3).replaceAll("-", "")}T063000Z`);
    expect(lines).toContain(`DTEND:${inDays(3).replaceAll("-", "")}T070000Z`);
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain(
      "DESCRIPTION:Join the call: https://teams.microsoft.com/l/meetup-join/abc\\n\\nWe will go through the H+ plans\\, benefits\\; and prices.",
    );
    expect(ics.content.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const [row] = await t.db.select().from(videoCalls).where(eq(videoCalls.id, res.json().id));
    expect(lines).toContain(`UID:${row!.uid}`);
  });

  it("cancel sends METHOD:CANCEL with the same UID and SEQUENCE+1; the list shows it cancelled", async () => {
    const body = callBody({ date: inDays(5) });
    const created = (await api(t, agent).post("/api/video-calls", body)).json();
    const cancelled = await api(t, agent).post(`/api/video-calls/${created.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe("cancelled");
    const [invite, cancel] = await mailsTo(body.email);
    const uid = linesOf(icsOf(invite!).content).find((l) => l.startsWith("UID:"));
    const lines = linesOf(icsOf(cancel!).content);
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain(uid);
    expect(cancel!.subject).toMatch(/^Cancelled: /);
    expect((await api(t, agent).post(`/api/video-calls/${created.id}/cancel`)).statusCode).toBe(409);
    const list = (await api(t, agent).get("/api/video-calls?status=cancelled")).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(created.id);
  });

  it("lists upcoming and past calls; a past call cannot be cancelled", async () => {
    const body = callBody();
    const created = (await api(t, agent).post("/api/video-calls", body)).json();
    await t.db
      .update(videoCalls)
      .set({ startsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(videoCalls.id, created.id));
    const past = (await api(t, agent).get(`/api/video-calls?status=past&q=${body.email}`)).json();
    expect(past.total).toBe(1);
    expect((await api(t, agent).get(`/api/video-calls?status=upcoming&q=${body.email}`)).json().total).toBe(0);
    const res = await api(t, agent).post(`/api/video-calls/${created.id}/cancel`);
    expect(res.statusCode).toBe(409);
  });

  it("keeps partners apart and refuses partners without meetings", async () => {
    const created = (await api(t, agent).post("/api/video-calls", callBody())).json();
    expect((await api(t, other).get("/api/video-calls")).json().total).toBe(0);
    const theirs = await api(t, other).post(`/api/video-calls/${created.id}/cancel`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Video call not found.");
    const basicOnly = await signInAs(t, "agent.basic");
    const refused = await api(t, basicOnly).post("/api/video-calls", callBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not enabled for your account/);
  });

  it("answers bad input with 400 and the field's message, never 500", async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [callBody({ date: inDays(-1) }), "date", /in the future/],
      [callBody({ date: inDays(91) }), "date", /within the next 90 days/],
      [callBody({ date: "31-12-2026" }), "date", /Choose the date/],
      [callBody({ time: "25:00" }), "time", /like 14:30/],
      [callBody({ duration: 20 }), "duration", /15, 30, 45 or 60/],
      [callBody({ meeting_url: "http://zoom.us/j/1" }), "meeting_url", /https/],
      [callBody({ meeting_url: "javascript:alert(1)" }), "meeting_url", /https/],
      [callBody({ meeting_url: "https://zoom.us/j/1\u0000" }), "meeting_url", /control characters/],
      [callBody({ note: "hello\u0007" }), "note", /control characters/],
      [callBody({ email: "omar@" }), "email", /Invalid email/],
    ];
    for (const [body, field, message] of cases) {
      const res = await api(t, agent).post("/api/video-calls", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field]?.[0], JSON.stringify(res.json())).toMatch(message);
    }
    expect((await api(t, agent).get("/api/video-calls?status=soon")).statusCode).toBe(400);
  });
});
