import { addDays, formatDisplayDate, HEALTH_CARD_REFUSALS } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policies, policyMembers } from "../../../../src/db/schema";
import { cardVerifyUrl } from "../../../../src/modules/policy/member-cards/member-cards";
import { pngBytes } from "../../../support/files";
import { insuredPerson } from "../../../support/insured-person";
import { api } from "../../../support/journey";
import { pdfText, readLines } from "../../../support/pdf-text";
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from "../../../support/test-app";
import { today } from "../../backoffice/backoffice/backoffice-fixtures";
import { paidPolicy } from "../servicing/servicing-fixtures";

let t: TestApp;
let owner: ReturnType<typeof api>;
let other: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  owner = api(t, await signInAs(t, "agent.all"));
  other = api(t, await signInAs(t, "agent.basic"));
});
afterAll(() => t.close());

const membersOf = (policyId: number) =>
  t.db.select().from(policyMembers).where(eq(policyMembers.policyId, policyId)).orderBy(policyMembers.id);

/** What scanning a member's card opens, as a clinic's phone would. */
const scan = (memberId: number) => t.app.inject({ url: cardVerifyUrl(t.config, memberId).slice(TEST_ORIGIN.length) });

const maria = () => insuredPerson({ firstName: "Maria", familyName: "Santos" });
const leah = () => insuredPerson({ firstName: "Leah", familyName: "Reyes" });

describe("member e-cards", () => {
  it("gives every member a card in one PDF and a PNG each, to the policy's partner only", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [maria(), leah()]);
    const pdf = await owner.get(`/api/policies/${policy.policyNo}/member-cards.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ["Maria Santos", "Leah Reyes", `${policy.policyNo}/01`, `${policy.policyNo}/02`, "NEXTCARE"])
      expect(text).toContain(expected);
    expect(text).toContain("800 4746");
    // One card a page.
    expect(await readLines(pdf.rawPayload)).toHaveLength(2);

    const [first] = await membersOf(policy.id);
    const png = await owner.get(`/api/policies/${policy.policyNo}/members/${first!.id}/card.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect((await other.get(`/api/policies/${policy.policyNo}/members/${first!.id}/card.png`)).statusCode).toBe(404);
    expect((await other.get(`/api/policies/${policy.policyNo}/member-cards.pdf`)).statusCode).toBe(404);
    expect((await owner.get(`/api/policies/${policy.policyNo}/members/999999/card.png`)).statusCode).toBe(404);
    for (const junk of ["0", "-4", "abc", "99999999999"])
      expect((await owner.get(`/api/policies/${policy.policyNo}/members/${junk}/card.png`)).statusCode).toBe(400);
  });

  it("tells whoever scans the code only valid or not, the initials and the dates", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [maria(), leah()]);
    const [mariaRow] = await membersOf(policy.id);
    const page = await scan(mariaRow!.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("This card is valid today.");
    expect(page.body).toContain('class="verdict verdict-yes"');
    expect(page.body).toContain("M. S.");
    for (const secret of [
      "Maria",
      "Santos",
      policy.policyNo,
      policy.sponsorName,
      policy.sponsorEmail,
      mariaRow!.emiratesId!,
      mariaRow!.passportNo!,
      "Al Noor",
    ])
      expect(page.body).not.toContain(secret);
  });

  it("says a removed member's card is no longer valid, and refuses a forged or broken code without a 500", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [maria(), leah()]);
    const [mariaRow] = await membersOf(policy.id);
    const removed = await owner.upload(
      `/api/policies/${policy.policyNo}/deletions`,
      { memberIds: String(mariaRow!.id), effectiveDate: today(), reason: "Left" },
      { name: "letter.png", bytes: pngBytes() },
    );
    expect(removed.statusCode).toBe(201);
    const page = (await scan(mariaRow!.id)).body;
    expect(page).toContain("Not valid");
    expect(page).toContain(`Member removed from the policy on ${formatDisplayDate(today())}.`);
    // The card itself is gone, and the partner is told why rather than "not found".
    const png = await owner.get(`/api/policies/${policy.policyNo}/members/${mariaRow!.id}/card.png`);
    expect(png.statusCode).toBe(410);
    expect(png.json().message).toBe(HEALTH_CARD_REFUSALS.memberRemoved(today()));
    // The card of the member left stays on the reissued cards; the removed member's is gone from them.
    const text = await pdfText((await owner.get(`/api/policies/${policy.policyNo}/member-cards.pdf`)).rawPayload);
    expect(text).toContain("Leah Reyes");
    expect(text).not.toContain("Maria Santos");

    const good = cardVerifyUrl(t.config, mariaRow!.id).split("/card/")[1]!;
    const forged = `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`;
    const otherMember = `${(mariaRow!.id + 1).toString(36)}-${good.split("-").slice(1).join("-")}`;
    for (const token of [forged, otherMember, "x".repeat(30), `${good}x`, "zzzzzzzz-aaaaaaaaaaaaaaaaaaaaaa"]) {
      const res = await t.app.inject({ url: `/card/${token}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.body).toContain("This card could not be checked");
    }
    for (const junk of ["short", "%00".repeat(10), "a".repeat(300)]) {
      const res = await t.app.inject({ url: `/card/${junk}` });
      expect(res.statusCode, junk).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, junk).toBeLessThan(500);
    }
  });
});

/** What a card's check says, without its markup. */
const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a cancelled or ended policy's cards", () => {
  it("are refused with the reason once the policy is cancelled, and its QR page says Not valid: never an end before a start", async () => {
    // Sold to start in ten days, then cancelled from its first day: it never held cover.
    const { policy } = await paidPolicy(t, "agent.all", [maria(), leah()]);
    const start = addDays(today(), 10);
    await t.db
      .update(policies)
      .set({ startDate: start, endDate: addDays(start, 364) })
      .where(eq(policies.id, policy.id));
    const [mariaRow] = await membersOf(policy.id);
    const before = words((await scan(mariaRow!.id)).body);
    expect(before).toContain(`Cover begins on ${formatDisplayDate(start)}.`);
    const cancelled = await owner.post(`/api/policies/${policy.policyNo}/cancellation`, {
      effectiveDate: start,
      reason: "Never needed",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);

    for (const url of [
      `/api/policies/${policy.policyNo}/member-cards.pdf`,
      `/api/policies/${policy.policyNo}/members/${mariaRow!.id}/card.png`,
    ]) {
      const refused = await owner.get(url);
      expect(refused.statusCode, url).toBe(410);
      expect(refused.json().message).toBe(HEALTH_CARD_REFUSALS.cancelledFrom(start));
    }
    // Another partner still learns nothing about it.
    expect((await other.get(`/api/policies/${policy.policyNo}/member-cards.pdf`)).statusCode).toBe(404);

    const page = await scan(mariaRow!.id);
    expect(page.statusCode).toBe(200);
    const text = words(page.body);
    expect(text).toContain("Not valid");
    expect(text).toContain(`Policy cancelled on ${formatDisplayDate(start)}.`);
    expect(text).toContain("This card never held cover.");
    expect(text).not.toContain("Cover:");
    // Looks unlike a valid card's page: red with a cross, not green with a tick.
    const running = await paidPolicy(t, "agent.all", [leah()]);
    const [leahRow] = await membersOf(running.policy.id);
    const valid = await scan(leahRow!.id);
    expect(page.body).toContain('class="verdict verdict-no"');
    expect(page.body).not.toContain('class="verdict verdict-yes"');
    expect(valid.body).toContain('class="verdict verdict-yes"');
    expect(valid.body).not.toContain('class="verdict verdict-no"');
    const icon = (html: string) => /<svg class="verdict-icon"[^>]*><path[^>]*d="([^"]+)"/.exec(html)?.[1];
    expect(icon(page.body)).toBeTruthy();
    expect(icon(page.body)).not.toBe(icon(valid.body));

    const arabic = await t.app.inject({
      url: `${cardVerifyUrl(t.config, mariaRow!.id).slice(TEST_ORIGIN.length)}?lang=ar`,
    });
    const arabicText = words(arabic.body);
    expect(arabicText).toContain("غير صالحة");
    expect(arabicText).toMatch(new RegExp(`أُلغيت الوثيقة في \u2068?${formatDisplayDate(start)}\u2069?.`));
    expect(arabicText).toContain("لم تحمل هذه البطاقة أي تغطية.");
  });

  it("are refused once the policy has ended, and the QR page says when its cover ended", async () => {
    const { policy } = await paidPolicy(t, "agent.all", [maria()], { endsInDays: -3 });
    const [mariaRow] = await membersOf(policy.id);
    const refused = await owner.get(`/api/policies/${policy.policyNo}/member-cards.pdf`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(HEALTH_CARD_REFUSALS.ended(policy.endDate));
    const text = words((await scan(mariaRow!.id)).body);
    expect(text).toContain("Not valid");
    expect(text).toContain(`Cover ended on ${formatDisplayDate(policy.endDate)}.`);
    expect(text).toContain(`Cover: ${formatDisplayDate(policy.startDate)} – ${formatDisplayDate(policy.endDate)}`);
  });
});
