import { type Language, type TpaCode, tpaLabel, type Words } from "@pp/domain";
import { escapeHtml, htmlPage } from "../../../http/html-page";
import { localizeMessage } from "../../../i18n/localize-answer";
import { translate } from "../../../i18n/translate";
import { EMIRATE_WORDS, PROVIDER_KIND_WORDS, TPA_PAGE } from "./tpa-words";

type Benefit = {
  section: string;
  benefit: string;
  cover: string;
  sectionAr: string;
  benefitAr: string;
  coverAr: string;
};
type Provider = { name: string; kind: string; emirate: string; area: string; areaAr: string; phone: string };

/** A line's text in the page's language; a line loaded without its Arabic shows its English rather than nothing. */
const inLanguage = (language: Language, en: string, ar: string) => (language === "ar" && ar ? ar : en);

/** The page's own words (headings, column names, notes) from the catalogs, escaped; values isolated in Arabic. */
const wording = (language: Language) => (words: Words) => escapeHtml(translate(language, words));

/** A provider's emirate or kind as loaded, in the page's language when the catalogs name it, else as it is. */
const named = (language: Language, all: ReadonlyMap<string, Words>, value: string) => {
  const words = all.get(value);
  return escapeHtml(words ? translate(language, words) : value);
};

/** The TPA's name, which the domain writes (its Arabic is the domain's catalog's). */
const tpaName = (tpa: TpaCode, language: Language) => localizeMessage(tpaLabel(tpa), language);

export function benefitsPage(tpa: TpaCode, rows: Benefit[], language: Language) {
  const t = wording(language);
  const lines = rows.map((r) => ({
    section: inLanguage(language, r.section, r.sectionAr),
    benefit: inLanguage(language, r.benefit, r.benefitAr),
    cover: inLanguage(language, r.cover, r.coverAr),
  }));
  const sections = [...new Set(lines.map((r) => r.section))];
  const body = sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s)}</h2><table><thead><tr><th scope="col">${t(TPA_PAGE.benefit)}</th><th scope="col">${t(TPA_PAGE.cover)}</th></tr></thead><tbody>${lines
          .filter((r) => r.section === s)
          .map((r) => `<tr><td>${escapeHtml(r.benefit)}</td><td>${escapeHtml(r.cover)}</td></tr>`)
          .join("")}</tbody></table>`,
    )
    .join("");
  const name = tpaName(tpa, language);
  return htmlPage(
    translate(language, TPA_PAGE.benefitsTitle(name)),
    `<h1>${t(TPA_PAGE.benefitsHeading(name))}</h1>${body}<p class="note">${t(TPA_PAGE.benefitsNote)}</p>`,
    { language },
  );
}

export function networkPage(tpa: TpaCode, rows: Provider[], language: Language) {
  const t = wording(language);
  const emirates = [...new Set(rows.map((r) => r.emirate))].sort();
  const body = emirates
    .map(
      (e) =>
        `<h2>${named(language, EMIRATE_WORDS, e)}</h2><table><thead><tr><th scope="col">${t(TPA_PAGE.provider)}</th><th scope="col">${t(TPA_PAGE.type)}</th><th scope="col">${t(TPA_PAGE.area)}</th><th scope="col">${t(TPA_PAGE.phone)}</th></tr></thead><tbody>${rows
          .filter((r) => r.emirate === e)
          .map(
            (r) =>
              `<tr><td><bdi>${escapeHtml(r.name)}</bdi></td><td>${named(language, PROVIDER_KIND_WORDS, r.kind)}</td><td>${escapeHtml(inLanguage(language, r.area, r.areaAr))}</td><td dir="ltr">${escapeHtml(r.phone)}</td></tr>`,
          )
          .join("")}</tbody></table>`,
    )
    .join("");
  const title = TPA_PAGE.networkTitle(tpaName(tpa, language));
  return htmlPage(
    translate(language, title),
    `<h1>${t(title)}</h1>${body}<p class="note">${t(TPA_PAGE.networkNote)}</p>`,
    { language },
  );
}
