import {
  COMPLAINTS_PATH,
  isLanguage,
  isWords,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
  PRIVACY_PATH,
  type Words,
} from "@pp/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AnswerText } from "../i18n/answer-text";
import { localizeMessage } from "../i18n/localize-answer";
import { requestLanguage } from "../i18n/request-language";
import { translate } from "../i18n/translate";
import type { DisclosureConfig } from "../pdf/document-disclosure";
import { escapeHtml, htmlPage } from "./html-page";

/**
 * A text of a customer's page: the page's own words from the catalogs (decision 065), or what the API answers with
 * (an error, a payment's recorded outcome), translated as the API's answers are.
 */
export type PageText = Words | { answer: AnswerText };

/**
 * An answer on a page: the server's words from the catalogs (the sandbox's outcomes among them); a domain message by
 * its English until the domain's step moves it; a real gateway's outcome as it came.
 */
const answerOnPage = (language: Language, text: AnswerText) =>
  isWords(text) ? translate(language, text) : localizeMessage(text, language);

/** What a customer's server-rendered page says, in the page's language. */
export type CustomerPageContent = {
  title: Words;
  /** The page's heading when it differs from its title. */
  heading?: Words;
  /** A problem, shown first and marked as one. */
  error?: PageText;
  /**
   * A yes-or-no answer shown first, with the heading: green with a tick when yes, red with a cross when no, so the two
   * never look alike (a card's check); `detail` says why, under the heading.
   */
  verdict?: { yes: boolean; detail: Words };
  /** Label and value pairs in a card (the application, the amount due): the values are data, shown as they are. */
  facts?: [Words, string][];
  /** A button that posts to `action`, in the card. */
  form?: { action: string; button: Words };
  paragraphs?: PageText[];
  /**
   * False for a page at an address that does not take `?lang=` (a document's error): there the switch would lead to a
   * refusal, so the page stays in the language the visitor already chose.
   */
  languageSwitch?: boolean;
  link?: { href: string; label: Words };
};

/** The words every customer's page shows at its foot. */
const FOOTER = {
  customerRelations: /*i18n*/ { id: "page.customer.customerRelations", message: "Customer relations:" },
  complaints: /*i18n*/ { id: "page.customer.complaints", message: "Complaints" },
  privacyNotice: /*i18n*/ { id: "page.customer.privacyNotice", message: "Privacy notice" },
} satisfies Record<string, Words>;

/** Who carries the risk of what the portal sells, named as the insurance regulator registered it. */
function carriesTheRisk(insurer: string, number: string): Words {
  return /*i18n*/ {
    id: "page.customer.carriesTheRisk",
    message:
      "{insurer} (insurance regulator registration no. {number}) carries the risk of the policies offered here; insurance partners sell them as its intermediaries.",
    values: { insurer, number },
  };
}

/**
 * The page's language: `?lang=` when the customer just switched (kept in the same cookie the web app sets, so the
 * rest of the journey follows), else their earlier choice or their browser's language.
 */
export function customerPageLanguage(request: FastifyRequest, reply: FastifyReply, secure: boolean): Language {
  const asked = new URL(request.url, "http://page").searchParams.get("lang");
  if (isLanguage(asked)) {
    reply.setCookie(LANGUAGE_COOKIE, asked, {
      path: "/",
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: "lax",
      secure,
    });
    return asked;
  }
  return requestLanguage(request);
}

/** Material icons' check and close, drawn in the verdict's colour; decoration only (the heading says it). */
const VERDICT_ICONS = {
  yes: "M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z",
  no: "M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z",
};

function verdictBlock(heading: string, detail: string, yes: boolean) {
  const icon = `<svg class="verdict-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="40" height="40"><path fill="currentColor" d="${yes ? VERDICT_ICONS.yes : VERDICT_ICONS.no}"/></svg>`;
  return `<div class="verdict ${yes ? "verdict-yes" : "verdict-no"}" role="status">${icon}<div>${heading}<p>${detail}</p></div></div>`;
}

/** The same address in the other language. */
function switchHref(request: FastifyRequest, to: Language) {
  const url = new URL(request.url, "http://page");
  url.searchParams.set("lang", to);
  return `${url.pathname}${url.search}`;
}

/**
 * A page a customer opens without an account (a payment link, its result, an invitation): the insurer's name and a
 * language switch at the top, and at the foot what the insurer must disclose on every public page — who carries the
 * risk, its regulator registration, how to reach customer relations, how to complain and the privacy notice.
 */
export function customerPage(
  request: FastifyRequest,
  language: Language,
  site: DisclosureConfig,
  page: CustomerPageContent,
): string {
  const t = (text: PageText) =>
    escapeHtml("answer" in text ? answerOnPage(language, text.answer) : translate(language, text));
  const other: Language = language === "ar" ? "en" : "ar";
  const { insurer } = site;
  const insurerName = language === "ar" ? insurer.legalNameAr : insurer.legalName;
  const header = `<header class="brand"><span>${escapeHtml(language === "ar" ? insurer.displayNameAr : insurer.displayName)}</span>${page.languageSwitch === false ? "" : `<a href="${escapeHtml(switchHref(request, other))}" lang="${other}" hreflang="${other}">${other === "ar" ? "العربية" : "English"}</a>`}</header>`;
  const facts = page.facts?.length
    ? `<p>${page.facts.map(([label, value]) => `<strong>${t(label)}</strong> <bdi>${escapeHtml(value)}</bdi>`).join("<br>")}</p>`
    : "";
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${t(page.form.button)}</button></form>`
    : "";
  const heading = `<h1>${t(page.heading ?? page.title)}</h1>`;
  const body = [
    page.verdict ? verdictBlock(heading, t(page.verdict.detail), page.verdict.yes) : heading,
    page.error ? `<p class="error" role="alert">${t(page.error)}</p>` : "",
    facts || form ? `<div class="card">${facts}${form}</div>` : "",
    ...(page.paragraphs ?? []).map((p) => `<p>${t(p)}</p>`),
    page.link ? `<p><a href="${escapeHtml(page.link.href)}">${t(page.link.label)}</a></p>` : "",
  ].join("");
  const footer = `<footer><p>${t(FOOTER.customerRelations)} <a href="tel:${escapeHtml(site.CONTACT_PHONE.replace(/[^\d+]/g, ""))}" dir="ltr">${escapeHtml(site.CONTACT_PHONE)}</a> · <a href="mailto:${escapeHtml(site.CONTACT_EMAIL)}">${escapeHtml(site.CONTACT_EMAIL)}</a></p><p>${t(
    carriesTheRisk(insurerName, insurer.registrationNo),
  )} <a href="${COMPLAINTS_PATH}">${t(FOOTER.complaints)}</a> · <a href="${PRIVACY_PATH}">${t(FOOTER.privacyNotice)}</a></p></footer>`;
  return htmlPage(t(page.title), body, { language, header, footer });
}
