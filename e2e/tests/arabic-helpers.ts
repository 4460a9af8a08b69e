import { expect, type Page } from "@playwright/test";

/**
 * English words a screen in Arabic must not show: the words every English text of the portal is made of. A text
 * node or an accessible name that holds one (outside data: e-mail addresses, and the language switch's own "English")
 * is a text the screen forgot to translate.
 */
const ENGLISH_WORDS =
  "the|and|your|you|of|to|is|are|for|with|this|please|not|yes|no|continue|search|policy|details|payment|renewal|member|members|premium|amount|due|date|number|step|back|next|previous|edit|pay|download|receipt|required|choose|enter|mobile|name|card|version|relations|customer|insured|period|declaration|finalize|review|loading|page|total|summary|code|show|hide|sign|proceed|save|plan";

/** Visible texts and accessible names on the page that read as English. */
export function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const english = new RegExp(`\\b(${words})\\b`, "i");
    const isData = (text: string) => /^[^\s@]+@[^\s@]+$/.test(text);
    const shown = (element: Element) =>
      !element.closest('[lang="en"], [aria-hidden="true"], script, style, noscript') &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (text && parent && shown(parent) && english.test(text) && !isData(text)) found.add(text);
    }
    for (const element of Array.from(document.querySelectorAll("[aria-label], [placeholder], [title]"))) {
      if (element.closest('[lang="en"], [aria-hidden="true"]')) continue;
      for (const name of ["aria-label", "placeholder", "title"]) {
        const text = element.getAttribute(name)?.trim() ?? "";
        if (text && english.test(text) && !isData(text)) found.add(`${name}: ${text}`);
      }
    }
    return [...found];
  }, ENGLISH_WORDS);
}

/**
 * Latin words a screen in Arabic must not show, whatever the word: every visible text and accessible name, less what
 * is data. Data is what the screen isolates as a value (inside a `<bdi>`, or between Unicode isolates U+2066–U+2069:
 * a name, a policy number, an e-mail address, a date, an amount), an e-mail address or a web address, a code (a word
 * with a digit in it, or in capitals: AED, NAS, EBP), and the tokens `allowed` names (proper names the screen shows
 * as plain text). What remains is a text the screen forgot to translate, with where it was found.
 */
export function latinWords(page: Page, allowed: readonly string[]): Promise<string[]> {
  return page.evaluate((allow) => {
    const allowedWords = new Set(allow.map((w) => w.toLowerCase()));
    const hidden = (element: Element) =>
      Boolean(element.closest('[lang="en"], [aria-hidden="true"], script, style, noscript, bdi')) ||
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) === false;
    const untranslated = (text: string) =>
      text
        .replace(/[\u2066-\u2068][^\u2069]*\u2069/g, " ")
        .replace(/\S+@\S+|https?:\/\/\S+|\b[\w.-]+\.(?:ae|com|example|test)\b/g, " ")
        .split(/[^A-Za-z0-9+'’-]+/)
        .map((w) => w.replace(/^['’-]+|['’-]+$/g, ""))
        .filter(
          (w) =>
            /[A-Za-z]/.test(w) && !/\d/.test(w) && !/^[A-Z][A-Z+-]*$/.test(w) && !allowedWords.has(w.toLowerCase()),
        );
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? "";
      if (!parent || !/[A-Za-z]/.test(text) || hidden(parent)) continue;
      const words = untranslated(text);
      if (words.length > 0) found.add(`${words.join(" ")} ← "${text.trim().slice(0, 80)}"`);
    }
    for (const element of Array.from(document.querySelectorAll("[aria-label], [placeholder], [title], [alt]"))) {
      if (element.closest('[lang="en"], [aria-hidden="true"]')) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const text = element.getAttribute(name) ?? "";
        const words = untranslated(text);
        if (words.length > 0) found.add(`${name}: ${words.join(" ")} ← "${text.trim().slice(0, 80)}"`);
      }
    }
    return [...found];
  }, allowed);
}

/** Signs `partner` in through the sign-in page in Arabic, as a partner who chooses it there does: the home page, right to left. */
export async function signInInArabic(page: Page, partner: { userId: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("button", { name: "العربية" }).click();
  await page.getByRole("textbox", { name: "اسم المستخدم", exact: true }).fill(partner.userId);
  await page.getByRole("textbox", { name: "كلمة المرور", exact: true }).fill(partner.password);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/partnerhomepage$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}
