import { type Language, type TpaCode, tpaLabel } from "@pp/domain";
import { escapeHtml, htmlPage } from "../../../http/html-page";
import { localizeMessage } from "../../../i18n/localize-answer";

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

/** The page's own words (headings, column names, notes), translated by the server's catalog; values isolated. */
const wording = (language: Language) => (text: string) => escapeHtml(localizeMessage(text, language));

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
        `<h2>${escapeHtml(s)}</h2><table><thead><tr><th scope="col">${t("Benefit")}</th><th scope="col">${t("Cover")}</th></tr></thead><tbody>${lines
          .filter((r) => r.section === s)
          .map((r) => `<tr><td>${escapeHtml(r.benefit)}</td><td>${escapeHtml(r.cover)}</td></tr>`)
          .join("")}</tbody></table>`,
    )
    .join("");
  return htmlPage(
    localizeMessage(`Table of benefits – Basic plan (${tpaLabel(tpa)})`, language),
    `<h1>${t(`Table of benefits – Basic health plan, administered by ${tpaLabel(tpa)}`)}</h1>${body}<p class="note">${t("Essential Benefits Plan as set by the Dubai Health Authority. The policy wording prevails.")}</p>`,
    { language },
  );
}

export function networkPage(tpa: TpaCode, rows: Provider[], language: Language) {
  const t = wording(language);
  const emirates = [...new Set(rows.map((r) => r.emirate))].sort();
  const body = emirates
    .map(
      (e) =>
        `<h2>${t(e)}</h2><table><thead><tr><th scope="col">${t("Provider")}</th><th scope="col">${t("Type")}</th><th scope="col">${t("Area")}</th><th scope="col">${t("Phone")}</th></tr></thead><tbody>${rows
          .filter((r) => r.emirate === e)
          .map(
            (r) =>
              `<tr><td><bdi>${escapeHtml(r.name)}</bdi></td><td>${t(r.kind)}</td><td>${escapeHtml(inLanguage(language, r.area, r.areaAr))}</td><td dir="ltr">${escapeHtml(r.phone)}</td></tr>`,
          )
          .join("")}</tbody></table>`,
    )
    .join("");
  return htmlPage(
    localizeMessage(`Medical network – ${tpaLabel(tpa)}`, language),
    `<h1>${t(`Medical network – ${tpaLabel(tpa)}`)}</h1>${body}<p class="note">${t("Call the provider before a visit to confirm it accepts the card.")}</p>`,
    { language },
  );
}
