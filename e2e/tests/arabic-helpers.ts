import type { Page } from "@playwright/test";

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
