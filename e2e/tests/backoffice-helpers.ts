import { type APIRequestContext, type Browser, expect, type Locator, type Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO } from "../support/fixtures";

/** Shared steps of the back-office journeys (backoffice-*.spec.ts). */
export const BASIC_QUOTATIONS_PATH = "/quotationbasic";
export const PA_POLICIES_PATH = "/policies-pa";
export const PA_QUOTATIONS_PATH = "/quotation-pa";

/** The key the PA site reports with on a non-production server (DEMO_SITE_API_KEYS in apps/server/src/config.ts). */
const PA_SITE_KEY = "demo-pa-site-key-0001";

/** A page of its own, signed in as agent.basic: the partner whose business agent.all must never see. */
export async function otherPartnerPage(browser: Browser) {
  const page = await browser.newPage();
  await signInPage(page, DEMO.basic);
  return page;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/**
 * A word no other test uses, in letters only (sponsor names allow nothing else, spec §5), capitalised like a name.
 * Searching for it finds exactly the rows one test made, however many other tests add meanwhile.
 */
export function uniqueWord(length = 9) {
  let word = "";
  for (let i = 0; i < length; i++) word += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return word[0]!.toUpperCase() + word.slice(1);
}

export type ReportedSale = {
  reference: string;
  sponsorName: string;
  kind?: "quotation" | "policy";
  status?: string;
  premiumFils?: number;
  partnerUserId?: string;
};

/**
 * What the PA site reports for one sale (POST /api/site-reports/pa, server to server): a quotation, or a policy with
 * its number. Returns the numbers the portal lists it under.
 */
export async function reportPaSale(request: APIRequestContext, sale: ReportedSale) {
  const kind = sale.kind ?? "policy";
  const policyNo = kind === "policy" ? `PA-P-${sale.reference}` : undefined;
  const response = await request.post("/api/site-reports/pa", {
    headers: { "x-api-key": PA_SITE_KEY },
    data: {
      partnerUserId: sale.partnerUserId ?? "agent.all",
      reference: sale.reference,
      kind,
      status: sale.status ?? (kind === "policy" ? "active" : "draft"),
      sponsorName: sale.sponsorName,
      sponsorEmail: `${sale.reference.toLowerCase()}@example.com`,
      sponsorMobile: "0501234567",
      premiumFils: sale.premiumFils ?? 50_000,
      ...(policyNo ? { policyNo } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { quotationNo } = (await response.json()) as { quotationNo: string };
  return { quotationNo, policyNo };
}

/** The list's status line, read by screen readers: "12 quotations found." */
export const listStatus = (page: Page) => page.getByRole("status").filter({ hasText: /found\.$|^Loading/ });

/** The body rows of the list's table (wide screens). */
export const tableRows = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });

/** The first line of one column (a number, a sponsor's name) in every shown row, top to bottom. */
export async function columnTexts(page: Page, column: number) {
  const cells = await tableRows(page).locator(`td:nth-child(${column})`).allInnerTexts();
  return cells.map((text) => text.trim().split("\n")[0]!.trim());
}

/** Waits until the list shows `total` rows found and is not fetching any more. */
export async function expectFound(page: Page, total: number, noun: string) {
  await expect(listStatus(page)).toHaveText(`${total} ${noun} found.`);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Types into the list's search box and waits for the address to carry it (the box waits for a pause in typing). */
export async function searchList(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`));
}

/** The value shown under a label of the dashboard (a dt/dd pair). */
export const figure = (scope: Page | Locator, label: string) =>
  scope.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

/** "AED 1,234.50", as the portal shows amounts in fils. */
export function aed(fils: number) {
  const amount = (fils / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `AED ${amount}`;
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF), without the byte-order mark the export starts with. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
