import { expect, type Page } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { waitForMail } from "../support/fixtures";
import { pickDate, type Ymd } from "./quotation-helpers";

/** Shared steps of the renewal journeys (renewal-*.spec.ts). */
export const RENEWAL = {
  search: "/Basic-Renewals/searchpolicy",
  details: "/Basic-Renewals/policydetailsrenewals",
  questions: "/Basic-Renewals/question",
  finalize: "/Basic-Renewals/finalizeapplicationrenewals",
  payment: "/Basic-Renewals/paymentreviewrenewals",
  result: "/Basic-Renewals/paymentsuccessrenewals",
} as const;

export const POLICY_NUMBER = /BP-\d{4}-\d{6,}/;
export const QUOTATION_NUMBER = /BQ-\d{4}-\d{6,}/;
export const SESSION_ENDED = "Your renewal session has ended. Search for your policy again to continue.";
export const KEEP_ONE_MEMBER = "Keep at least one member of this policy.";
/** The way from the masked view to the full details (the code e-mailed to the address on the policy). */
export const UNLOCK = "Show full details / change contact details";
/** Where the demo policies' codes go (apps/server/src/modules/policy/policies/demo-policies.ts). */
export const DEMO_SPONSOR_EMAIL = "omar.haddad@example.com";

/** The subject of the e-mail with the one-time code (apps/server/src/modules/renewal/renewals/renewal-code-mail.ts). */
export const CODE_SUBJECT = "Your code to see your policy's details";

/**
 * The code in the newest code e-mail for this policy to the demo policies' sponsor written after `after` (ms). The demo
 * policies share that sponsor, so tests running side by side each read their own policy's code.
 */
export async function mailedCode(after: number, policyNo: string) {
  const mail = await waitForMail(DEMO_SPONSOR_EMAIL, { after, subject: CODE_SUBJECT, containing: policyNo });
  const code = mail.text.match(/^Your code: (\d{6})\s*$/m)?.[1];
  expect(code, `a 6-digit code in ${mail.file}`).toBeTruthy();
  return code!;
}

/** On the masked policy details: asks for the code, reads it from the e-mail on file and enters it. */
export async function unlockWithMailedCode(page: Page, policyNo: string) {
  const sentAt = Date.now();
  await page.getByRole("button", { name: UNLOCK }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code to" })).toBeVisible();
  await page.getByRole("textbox", { name: "6-digit code" }).fill(await mailedCode(sentAt, policyNo));
  await page.getByRole("button", { name: "Confirm code" }).click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toBeVisible();
}

/** "Priya Nair" as the masked view shows her: the first name and the family name's initial. */
export const masked = (name: string) => {
  const [first, ...rest] = name.split(" ");
  return `${first} ${rest.at(-1)![0]}.`;
};

/** The Luhn check digit that completes 14 digits of an Emirates ID (DESIGN.md §4). */
export function luhnCheckDigit(fourteenDigits: string): string {
  let sum = 0;
  // Doubling starts at the rightmost of the 14, which becomes the second from the right once the check digit follows.
  for (let i = 0; i < fourteenDigits.length; i++) {
    let digit = Number(fourteenDigits[fourteenDigits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

const hyphenated = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`;

export type InsuredPerson = { name: string; dateOfBirth: Ymd; emiratesId: string; passport: string };

/**
 * The policies the e2e server seeds for agent.all (apps/server/src/modules/policy/policies/demo-policies.ts), one member each, TPA NEXTCARE.
 * A paid renewal is consumed, so every test that pays uses a person of its own.
 */
export const INSURED = {
  priya: {
    name: "Priya Nair",
    dateOfBirth: { y: 1988, m: 4, d: 12 },
    emiratesId: "784-1988-1234560-5",
    passport: "P7712345",
  },
  juan: {
    name: "Juan Santos",
    dateOfBirth: { y: 1990, m: 9, d: 30 },
    emiratesId: "784-1990-1112220-9",
    passport: "EC1234567",
  },
  grace: {
    name: "Grace Wanjiru",
    dateOfBirth: { y: 1987, m: 7, d: 7 },
    emiratesId: hyphenated(`78419870022330${luhnCheckDigit("78419870022330")}`),
    passport: "AK1122334",
  },
  bilal: {
    name: "Bilal Ahmed",
    dateOfBirth: { y: 1992, m: 2, d: 14 },
    emiratesId: hyphenated(`78419920033440${luhnCheckDigit("78419920033440")}`),
    passport: "BA5566778",
  },
  /** Renewed only through a partner's invitation (invitations.spec.ts). */
  fatima: {
    name: "Fatima Rahimi",
    dateOfBirth: { y: 1991, m: 6, d: 18 },
    emiratesId: hyphenated(`78419910056780${luhnCheckDigit("78419910056780")}`),
    passport: "FR2233445",
  },
  /** Renewed in Arabic from the search to the receipt (arabic-renewal.spec.ts). */
  layla: {
    name: "Layla Nasser",
    dateOfBirth: { y: 1995, m: 8, d: 15 },
    emiratesId: hyphenated(`78419950089120${luhnCheckDigit("78419950089120")}`),
    passport: "LN6677889",
  },
  /** Renewed and paid by agent.all inside the shell (partner-renewal.spec.ts). */
  rashid: {
    name: "Rashid Karim",
    dateOfBirth: { y: 1989, m: 3, d: 21 },
    emiratesId: hyphenated(`78419890067890${luhnCheckDigit("78419890067890")}`),
    passport: "RK3344556",
  },
  /** Expires in 25 days and is never paid by a test: its renewal reminder's link is followed (renewal-search.spec.ts). */
  hessa: {
    name: "Hessa Salem",
    dateOfBirth: { y: 1994, m: 5, d: 9 },
    emiratesId: hyphenated(`78419940078910${luhnCheckDigit("78419940078910")}`),
    passport: "HS5566778",
  },
  /** Expires in 120 days: not yet due (renewals open 60 days before the end). */
  amina: {
    name: "Amina Yusuf",
    dateOfBirth: { y: 1993, m: 1, d: 5 },
    emiratesId: hyphenated(`78419930045670${luhnCheckDigit("78419930045670")}`),
    passport: "A09876543",
  },
} as const satisfies Record<string, InsuredPerson>;

export type SearchBy = "Emirates ID" | "Policy Number" | "Passport";
const TEXT_LABEL: Record<SearchBy, string> = {
  "Emirates ID": "Emirates ID number",
  "Policy Number": "Policy number",
  Passport: "Passport number",
};

/** Fills the search form (spec §2.7) without submitting it. */
export async function fillSearch(page: Page, by: SearchBy, text: string, dateOfBirth?: Ymd) {
  if (!page.url().endsWith(RENEWAL.search)) await page.goto(RENEWAL.search);
  await page.getByRole("radio", { name: by, exact: true }).check();
  await page.getByRole("textbox", { name: TEXT_LABEL[by], exact: true }).fill(text);
  if (dateOfBirth) await pickDate(page, "Date of birth", dateOfBirth);
}

/** Searches and waits for the policy details; returns the policy number the page shows. */
export async function searchPolicy(page: Page, by: SearchBy, text: string, dateOfBirth: Ymd) {
  await fillSearch(page, by, text, dateOfBirth);
  await page.getByRole("button", { name: "Search & Proceed" }).click();
  await expect(page).toHaveURL(RENEWAL.details);
  const policy = page.getByRole("region", { name: "Your policy" });
  await expect(policy).toContainText(POLICY_NUMBER);
  return (await policy.textContent())!.match(POLICY_NUMBER)![0];
}

/** The "Amount due" line of the premium summary on the page. */
export async function amountDue(page: Page) {
  const line = page.getByRole("region", { name: "Premium summary" }).getByText("Amount due").locator("xpath=..");
  return (await line.locator("dd").textContent())!.trim();
}

/** Answers every question as expected (server's expectedAnswer), member by member. */
export async function answerAsExpected(page: Page) {
  const questions = (await (await page.request.get("/api/renewals/questions")).json()) as {
    text: string;
    expectedAnswer: boolean;
  }[];
  // The questions render once the page has its data; counting groups before that would skip some.
  await expect(page.getByRole("radiogroup", { name: questions[0]!.text, exact: true }).first()).toBeVisible();
  for (const q of questions) {
    const groups = page.getByRole("radiogroup", { name: q.text, exact: true });
    for (const group of await groups.all()) {
      await group.getByRole("radio", { name: q.expectedAnswer ? "Yes" : "No", exact: true }).check();
    }
  }
}

/**
 * From the policy details to the payment step, as a customer who sees the policy masked and needs no code to pay:
 * keep every member and the contact details on file, the expected answers, the declaration. Returns what the
 * customer saw along the way.
 */
export async function renewToPayment(page: Page) {
  await expect(page).toHaveURL(RENEWAL.details);
  const due = await amountDue(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(RENEWAL.questions);
  const quotationNo = (await page.getByText(/Renewal quotation number:/).textContent())!.match(QUOTATION_NUMBER)![0];
  await answerAsExpected(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(RENEWAL.finalize);
  await page.getByRole("checkbox", { name: /I confirm that the information given is accurate/ }).check();
  await page.getByRole("button", { name: "Finalize" }).click();
  await expect(page).toHaveURL(RENEWAL.payment);
  return { amountDue: due, quotationNo };
}

/** Text of every page of a PDF, through pdf.js. */
export async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  let text = "";
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += `${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}\n`;
  }
  return text;
}

export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
