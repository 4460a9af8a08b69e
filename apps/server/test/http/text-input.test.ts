import { CONTROL_CHARS_MESSAGE } from "@pp/domain";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, invitations, sessions, videoCalls } from "../../src/db/schema";
import { policyOf } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { videoCallBody as callBody } from "../modules/outreach/invitations/invitation-fixtures";
import { pngBytes } from "../support/files";
import { api } from "../support/journey";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

/*
 * The text rule through the real app: no NUL, lone surrogate or other control character reaches the database from
 * any field, while what people really type (Arabic, e-mail, line breaks where a field allows them) is kept as typed.
 */
let t: TestApp;
let agent: ReturnType<typeof api>;
let policyNo: string;
beforeAll(async () => {
  t = await createTestApp();
  agent = api(t, await signInAs(t, "agent.all"));
  policyNo = (await policyOf(t, "agent.all", 20)).policy.policyNo;
});
afterAll(() => t.close());

function expectRefused(res: { statusCode: number; json(): { fieldErrors?: Record<string, string[]> } }, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().fieldErrors?.[field]).toEqual([CONTROL_CHARS_MESSAGE]);
}

describe("text that never reaches the database", () => {
  it("a NUL in the policy number of a partner's renewal start is a field error, not a 500", async () => {
    expectRefused(await agent.post("/api/renewals/partner-start", { policyNo: "BP-2026\u0000" }), "policyNo");
    expectRefused(await agent.post("/api/renewals/partner-start", { policyNo: "BP-\ud800" }), "policyNo");
  });

  it("a lone surrogate in a free-text note is refused, not stored as a replacement character", async () => {
    const res = await agent.post("/api/video-calls", callBody({ note: "Plans \ud83d and prices" }));
    expectRefused(res, "note");
  });

  it("a control character in a search is refused, whatever the list", async () => {
    for (const url of [
      "/api/backoffice/quotations?q=%F0%9F%98%80%07",
      "/api/backoffice/policies?q=a%00b",
      "/api/invitations?kind=basic&q=%C2%85",
    ]) {
      expectRefused(await agent.get(url), "q");
    }
  });

  it("a NUL in a multipart field of an upload is refused before anything is stored", async () => {
    const before = await t.db.select().from(documents);
    const res = await agent.upload(
      "/api/backoffice/additional-documents",
      { number: policyNo, documentType: "Medical report", note: "Annual\u0000check-up" },
      { name: "report.png", bytes: pngBytes() },
    );
    expectRefused(res, "note");
    expect(await t.db.select().from(documents)).toHaveLength(before.length);
  });

  it("a line break in a single-line field is refused; in a name it collapses to a space", async () => {
    const reference = await agent.post("/api/invitations", {
      kind: "pa",
      name: "Aisha Khan",
      email: "aisha.text@example.com",
      mobile_prefix: "055",
      mobile_number: "1234567",
      reference: "REF\nTWO",
    });
    expectRefused(reference, "reference");
    const named = await agent.post("/api/invitations", {
      kind: "pa",
      name: "Aisha\t\r\nKhan",
      email: "aisha.tab@example.com",
      mobile_prefix: "055",
      mobile_number: "1234567",
    });
    expect(named.statusCode, named.body).toBe(201);
    const [row] = await t.db.select().from(invitations).orderBy(desc(invitations.id)).limit(1);
    expect(row!.recipientName).toBe("Aisha Khan");
  });

  it("a password or user id with a control character is refused at sign-in", async () => {
    for (const payload of [
      { userId: "agent.all", password: "Portal#Demo2026\u0000" },
      { userId: "agent.all\ud800", password: "Portal#Demo2026" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it("a browser's User-Agent is recorded without its control characters", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "agent.basic", password: "Portal#Demo2026" },
      headers: { "user-agent": "Mozilla/5.0\u0085(evil)\u0007" },
    });
    expect(res.statusCode).toBe(200);
    const [session] = await t.db.select().from(sessions).orderBy(desc(sessions.createdAt)).limit(1);
    expect(session!.userAgent).toBe("Mozilla/5.0 (evil) ");
  });

  it("an uploaded file's name cut inside an emoji keeps no half of it", async () => {
    // 205 UTF-16 units: the last 150 start with the second half of an emoji.
    const name = `${"😀".repeat(100)}x.png`;
    const res = await agent.upload(
      "/api/backoffice/additional-documents",
      { number: policyNo, documentType: "Other" },
      { name, bytes: pngBytes() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, res.json().id));
    expect(doc!.originalName).not.toMatch(/\p{Cs}/u);
    expect(doc!.originalName).toMatch(/^_😀+x\.png$/u);
  });
});

describe("text people really type stays as typed", () => {
  it("keeps Arabic and line breaks in a multi-line note", async () => {
    const note = "نراجع خطط التأمين الصحي\nوالأسعار\r\n\tشكراً";
    const res = await agent.post("/api/video-calls", callBody({ note }));
    expect(res.statusCode, res.body).toBe(201);
    const [call] = await t.db.select().from(videoCalls).orderBy(desc(videoCalls.id)).limit(1);
    expect(call!.note).toBe(note);
  });

  it("keeps line breaks in an additional document's note", async () => {
    const res = await agent.upload(
      "/api/backoffice/additional-documents",
      { number: policyNo, documentType: "Medical report", note: "Annual check-up\nسنوي" },
      { name: "report.png", bytes: pngBytes() },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = await t.db.select().from(documents).where(eq(documents.id, res.json().id));
    expect(doc!.note).toBe("Annual check-up\nسنوي");
  });

  it("finds by an Arabic or accented search and by a mixed-case e-mail", async () => {
    for (const q of ["محمد", "Zoë", "Sponsor@Example.com"]) {
      const res = await agent.get(`/api/backoffice/policies?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
