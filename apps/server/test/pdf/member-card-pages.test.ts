import { describe, expect, it } from "vitest";
import { CARD_TITLE } from "../../src/pdf/card-layout";
import { cardsPdf } from "../../src/pdf/card-pdf";
import { sampleCards } from "../support/document-samples";
import { overlap, readLines, readStretches, type Stretch } from "../support/pdf-text";

/*
 * The member cards' PDF as a person reads it: one card a page, its header's texts each in a place of its own (the
 * insurer's name, which may wrap, above the card's title, never over it), then the member's facts in order.
 */

/** The card's header: every stretch of text from the top of the page down to the line of the card's title. */
function header(page: Stretch[][]) {
  const titleLine = page.findIndex((line) => line.some((s) => s.text === CARD_TITLE.en));
  expect(titleLine, "no line holds the card's title").toBeGreaterThan(0);
  const title = page[titleLine]!;
  return {
    en: title.find((s) => s.text === CARD_TITLE.en)!,
    ar: title.find((s) => s.text === CARD_TITLE.ar)!,
    insurer: page.slice(0, titleLine).flat(),
  };
}

function expectHeaderApart(page: Stretch[][]) {
  const { en, ar, insurer } = header(page);
  expect(ar, "the Arabic title is not on the English title's line").toBeDefined();
  // English at the left, Arabic at the right, side by side.
  expect(en.right).toBeLessThan(ar.left);
  expect(overlap(en, ar)).toBe(false);
  for (const name of insurer) {
    for (const title of [en, ar]) {
      expect(overlap(name, title), `"${name.text}" runs over "${title.text}"`).toBe(false);
      // Above it, clear of it.
      expect(name.bottom).toBeGreaterThanOrEqual(title.top);
    }
  }
}

describe("the member cards' PDF", () => {
  it("puts a card on one page: the insurer above the title in both languages, the member's facts in order", async () => {
    const pdf = await cardsPdf(sampleCards(1));
    const [page, ...more] = await readStretches(pdf);
    expect(more).toEqual([]);
    expectHeaderApart(page!);
    const { insurer } = header(page!);
    // The insurer's name, English and Arabic, wrapped in its own half of the band.
    const name = insurer.map((s) => s.text).join(" ");
    for (const word of ["Demonstration Insurance Company", "(not a real insurer)", "شركة التأمين التجريبية"])
      expect(name).toContain(word);

    const [lines] = await readLines(pdf);
    const after = (label: string) => lines![lines!.findIndex((l) => l.startsWith(label)) + 1];
    expect(lines).toContain("Worker 1 Al Mansoori");
    expect(lines).toContain("Member no.  رقم العضو");
    expect(after("Member no.")).toBe("BP-2026-000123/01");
    expect(lines).toContain("Policy no.  رقم الوثيقة");
    expect(after("Policy no.")).toBe("BP-2026-000123");
    const twoAfter = (label: string) => {
      const at = lines!.findIndex((l) => l.startsWith(label));
      return lines!.slice(at + 1, at + 3);
    };
    // The plan and its network in both languages, each in its own half, wrapping there.
    expect(twoAfter("Plan  الخطة")).toEqual([
      "Basic health plan (Essential  الخطة الصحية الأساسية (خطة",
      "Benefits Plan)  المزايا الأساسية)",
    ]);
    // The QR code's caption beside them.
    expect(twoAfter("TPA / network")).toEqual([
      "NEXTCARE / Essential  NEXTCARE / شبكة خطة المنافع  Scan to check this card",
      "Benefits Plan network  الأساسية  امسح للتحقق من البطاقة",
    ]);
    // The cover from its first day to its last, start before end.
    expect(after("Valid  صالحة")).toBe("01/12/2026 – 30/11/2027");
    expect(lines).toContain("Emergency and approvals: 800 4746  الطوارئ والموافقات");
    const order = ["Worker 1 Al Mansoori", "Member no.", "Policy no.", "Plan", "TPA / network", "Valid", "Emergency"];
    const at = order.map((start) => lines!.findIndex((l) => l.startsWith(start)));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it("gives each member a page of its own, and keeps a longer insurer's name clear of the title", async () => {
    const set = sampleCards(3);
    for (const card of set.cards)
      card.insurer = {
        en: "Demonstration Mutual Health and Life Insurance Company of the Emirates (not a real insurer)",
        ar: "شركة التأمين التعاوني التجريبية للصحة والحياة في الإمارات (ليست شركة تأمين حقيقية)",
      };
    const pages = await readStretches(await cardsPdf(set));
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expectHeaderApart(page);
      const lines = page.map((line) => line.map((s) => s.text).join("  "));
      expect(lines).toContain(`Worker ${i + 1} Al Mansoori`);
      expect(lines).toContain(`BP-2026-000123/0${i + 1}`);
    });
  });
});
