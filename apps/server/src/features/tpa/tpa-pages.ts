import { type TpaCode, tpaLabel } from "@pp/domain";
import { escapeHtml, htmlPage } from "../../http/html-page";

type Benefit = { section: string; benefit: string; cover: string };
type Provider = { name: string; kind: string; emirate: string; area: string; phone: string };

export function benefitsPage(tpa: TpaCode, rows: Benefit[]) {
  const sections = [...new Set(rows.map((r) => r.section))];
  const body = sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s)}</h2><table><thead><tr><th scope="col">Benefit</th><th scope="col">Cover</th></tr></thead><tbody>${rows
          .filter((r) => r.section === s)
          .map((r) => `<tr><td>${escapeHtml(r.benefit)}</td><td>${escapeHtml(r.cover)}</td></tr>`)
          .join("")}</tbody></table>`,
    )
    .join("");
  return htmlPage(
    `Table of benefits – Basic plan (${tpaLabel(tpa)})`,
    `<h1>Table of benefits – Basic health plan, administered by ${escapeHtml(tpaLabel(tpa))}</h1>${body}<p class="note">Essential Benefits Plan as set by the Dubai Health Authority. The policy wording prevails.</p>`,
  );
}

export function networkPage(tpa: TpaCode, rows: Provider[]) {
  const emirates = [...new Set(rows.map((r) => r.emirate))].sort();
  const body = emirates
    .map(
      (e) =>
        `<h2>${escapeHtml(e)}</h2><table><thead><tr><th scope="col">Provider</th><th scope="col">Type</th><th scope="col">Area</th><th scope="col">Phone</th></tr></thead><tbody>${rows
          .filter((r) => r.emirate === e)
          .map(
            (r) =>
              `<tr><td>${escapeHtml(r.name)}</td><td>${escapeHtml(r.kind)}</td><td>${escapeHtml(r.area)}</td><td>${escapeHtml(r.phone)}</td></tr>`,
          )
          .join("")}</tbody></table>`,
    )
    .join("");
  return htmlPage(
    `Medical network – ${tpaLabel(tpa)}`,
    `<h1>Medical network – ${escapeHtml(tpaLabel(tpa))}</h1>${body}<p class="note">Call the provider before a visit to confirm it accepts the card.</p>`,
  );
}
