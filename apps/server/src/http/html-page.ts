import type { Language } from "@pp/domain";
import { type FileAnswer, fileAnswer, MEDIA, pageOrErrorAnswer } from "./file-answers";

/** Server-rendered pages (TPA benefits, the sandbox gateway, payment links): escaped text, no inline script. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const PAGE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;padding:16px;color:#1f2937;max-width:960px}
h1{font-size:1.4rem;color:#0b4f8a}h2{font-size:1.1rem;margin-top:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:start;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}th{background:#f3f6fa}
p.note{color:#4b5563;font-size:.9rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{font:inherit;padding:.5rem;border:1px solid #9ca3af;border-radius:4px;width:100%;max-width:320px;box-sizing:border-box}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer;margin:1rem .5rem 0 0}
button.secondary{background:#e5e7eb;color:#111}.error{color:#b91c1c;font-weight:600}.card{border:1px solid #e5e7eb;border-radius:8px;padding:16px;max-width:480px}
header.brand{display:flex;justify-content:space-between;align-items:baseline;gap:12px;font-weight:700;font-size:1.1rem;color:#0b4f8a;padding-bottom:12px;border-bottom:1px solid #e5e7eb}
header.brand a{font-weight:400;font-size:1rem}a{color:#0b4f8a}footer{margin-top:2rem;padding-top:12px;border-top:1px solid #e5e7eb;color:#4b5563;font-size:.85rem}
.verdict{display:flex;gap:12px;align-items:flex-start;margin:16px 0;padding:16px;border-radius:8px;border:2px solid;max-width:480px}
.verdict h1{margin:0 0 4px;color:inherit}.verdict p{margin:0;font-weight:600}.verdict-icon{flex:none}
.verdict-yes{background:#e6f4ea;border-color:#137333;color:#0d5323}.verdict-no{background:#fdecea;border-color:#b3261e;color:#8c1d18}`;

/** What frames a page: the scripts it loads, its language, and a customer's page's header and footer (HTML). */
type PageFrame = { scripts?: string[]; language?: Language; header?: string; footer?: string };

/** A page of HTML, right to left in Arabic. */
export function htmlPage(title: string, body: string, frame: PageFrame = {}) {
  const language = frame.language ?? "en";
  const scripts = (frame.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`).join("");
  return `<!doctype html>
<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_STYLE}</style></head>
<body>${frame.header ?? ""}<main>${body}</main>${frame.footer ?? ""}${scripts}</body></html>`;
}

/**
 * A form that posts the given fields on its own (a small same-origin script), with a button when scripts are off.
 * Texts come translated; `language` sets the page's direction.
 */
export function autoPostPage(page: {
  title: string;
  action: string;
  fields: Record<string, string>;
  message: string;
  button?: string;
  language?: Language;
}) {
  const inputs = Object.entries(page.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return htmlPage(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.message)}</p><form method="post" action="${escapeHtml(page.action)}" data-auto-submit>${inputs}<button type="submit">${escapeHtml(page.button ?? "Continue")}</button></form>`,
    { scripts: ["/gateway-assets/auto-submit.js"], ...(page.language ? { language: page.language } : {}) },
  );
}

export const AUTO_SUBMIT_JS = `document.querySelectorAll("form[data-auto-submit]").forEach(function (f) { f.submit(); });`;

/**
 * A customer's page (HTML, no sign-in) is documented with the API, so every check over the API covers it too: the
 * page, a page that says what went wrong, and whatever else the route answers (`answers`: a redirect).
 */
export const customerPageSchema = <P>(summary: string, params: P, answers: Record<number, FileAnswer> = {}) => ({
  tags: ["customer pages"],
  summary,
  params,
  response: {
    200: fileAnswer("The page", MEDIA.html),
    "4XX": pageOrErrorAnswer("A page that says what went wrong, or the error of a malformed address"),
    ...answers,
  },
});
