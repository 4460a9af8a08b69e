/** Server-rendered pages (TPA benefits, the sandbox gateway, payment links): escaped text, no inline script. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;padding:16px;color:#1f2937;max-width:960px}
h1{font-size:1.4rem;color:#0b4f8a}h2{font-size:1.1rem;margin-top:1.5rem}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}th{background:#f3f6fa}
p.note{color:#4b5563;font-size:.9rem}label{display:block;margin:.8rem 0 .2rem;font-weight:600}
input{font:inherit;padding:.5rem;border:1px solid #9ca3af;border-radius:4px;width:100%;max-width:320px;box-sizing:border-box}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer;margin:1rem .5rem 0 0}
button.secondary{background:#e5e7eb;color:#111}.error{color:#b91c1c;font-weight:600}.card{border:1px solid #e5e7eb;border-radius:8px;padding:16px;max-width:480px}
header.brand{font-weight:700;font-size:1.1rem;color:#0b4f8a;padding-bottom:12px;border-bottom:1px solid #e5e7eb}`;

/** A page of HTML; a customer's page names, in `brand`, the insurer they deal with. */
export function htmlPage(title: string, body: string, scripts: string[] = [], brand?: string) {
  const header = brand ? `<header class="brand">${escapeHtml(brand)}</header>` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${header}<main>${body}</main>${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join("")}</body></html>`;
}

/** A form that posts the given fields on its own (a small same-origin script), with a button when scripts are off. */
export function autoPostPage(title: string, action: string, fields: Record<string, string>, message: string) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><form method="post" action="${escapeHtml(action)}" data-auto-submit>${inputs}<button type="submit">Continue</button></form>`,
    ["/gateway-assets/auto-submit.js"],
  );
}

export const AUTO_SUBMIT_JS = `document.querySelectorAll("form[data-auto-submit]").forEach(function (f) { f.submit(); });`;

/** A customer's page (HTML, no sign-in) is documented with the API, so every check over the API covers it too. */
export const customerPageSchema = <P>(summary: string, params: P) => ({ tags: ["customer pages"], summary, params });
