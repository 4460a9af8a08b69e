import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { readHarnessState } from "./harness-state";

export { expect };

/** Demo partners the server seeds outside production (apps/server/src/modules/identity/partners/demo-partners.ts). */
export const DEMO_PASSWORD = "Portal#Demo2026";
export const DEMO = {
  all: { userId: "agent.all", name: "Al Noor Insurance Brokers", password: DEMO_PASSWORD },
  basic: { userId: "agent.basic", name: "Gulf Basic Agency", password: DEMO_PASSWORD },
  underwriter: { userId: "underwriter", name: "Layla Rahman (Underwriting)", password: DEMO_PASSWORD },
} as const;

export function harness() {
  const state = readHarnessState();
  const baseURL = process.env.E2E_BASE_URL ?? state?.baseURL;
  const dataDir = process.env.E2E_DATA_DIR ?? state?.dataDir;
  if (!baseURL || !dataDir)
    throw new Error("The e2e harness did not start: run the tests through playwright.config.ts.");
  return { baseURL, dataDir };
}

/**
 * Every journey fails on what the pages' content security policy blocked (a style, a script, a frame): a screen the
 * policy breaks looks or works otherwise for a customer than for the test. The browser reports each block to the page
 * as a `securitypolicyviolation` event; a script added to every page hands it to the test. baseURL comes from
 * playwright.config.ts, which reads the address global setup chose.
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.exposeBinding("__reportBlocked", (_source, report: string) => void blocked.push(report));
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`;
          (window as unknown as { __reportBlocked: (report: string) => void }).__reportBlocked(report);
        }),
      );
      await use();
      expect(blocked, "what the content security policy blocked").toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in through the form, as a partner would, and waits until the portal has taken over. */
export async function signIn(page: Page, userId: string, password: string) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByRole("textbox", { name: "User ID", exact: true }).fill(userId);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * The signed-in partner's reference for the external product sites, read from the session as the shell reads it:
 * the links carry it as `UserId` instead of the sign-in id.
 */
export async function partnerReference(page: Page): Promise<string> {
  const response = await page.request.get("/api/session");
  expect(response.status()).toBe(200);
  const reference = (await response.json()).partner_reference as string;
  expect(reference).toMatch(/^[0-9a-f-]{36}$/);
  return reference;
}

export type StoredState = { local: Record<string, string>; session: Record<string, string> };

export function readStorage(page: Page): Promise<StoredState> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? ""]));
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

export type Mail = {
  file: string;
  headers: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, when the mail has one. */
  html: string | undefined;
  attachments: { filename: string | null; text: string }[];
};

/**
 * Waits for the newest .eml the server wrote for `recipient` (files are named `<id>_<recipient>.eml`)
 * that is newer than `after` and, when given, has that subject (other journeys may write to the same address
 * meanwhile) or the start of one, polling the mail folder instead of sleeping a fixed time.
 */
export async function waitForMail(
  recipient: string,
  {
    after = 0,
    timeout = 15_000,
    subject,
    subjectPrefix,
    containing,
  }: {
    after?: number;
    timeout?: number;
    subject?: string;
    subjectPrefix?: string;
    /** Text the mail's plain body must hold: tests running side by side may mail the same person. */
    containing?: string;
  } = {},
): Promise<Mail> {
  const dir = path.join(harness().dataDir, "mail");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = await newestMailFile(
          dir,
          recipient,
          after,
          (line) =>
            subject !== undefined
              ? line === `Subject: ${subject}`
              : subjectPrefix === undefined || line.startsWith(`Subject: ${subjectPrefix}`),
          containing,
        );
        return found;
      },
      { timeout, intervals: [100, 200, 250], message: `an e-mail to ${recipient} in ${dir}` },
    )
    .toBeTruthy();
  const raw = await readFile(found!);
  // A maintained MIME parser: the parts (text, HTML, attachments) come decoded whatever their transfer encoding.
  const parsed = await PostalMime.parse(raw);
  const headers = raw.toString("utf8").replace(/\r\n/g, "\n").split("\n\n")[0] ?? "";
  const attachments = parsed.attachments.map((a) => ({
    filename: a.filename,
    text: typeof a.content === "string" ? a.content : Buffer.from(a.content as ArrayBuffer).toString("utf8"),
  }));
  return { file: found!, headers, text: parsed.text ?? "", html: parsed.html, attachments };
}

async function newestMailFile(
  dir: string,
  recipient: string,
  after: number,
  isSubject: (line: string) => boolean,
  containing: string | undefined,
) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return undefined;
  }
  const suffix = `_${recipient.replace(/[^a-zA-Z0-9@._-]/g, "_")}.eml`.toLowerCase();
  const candidates = await Promise.all(
    names
      .filter((n) => n.toLowerCase().endsWith(suffix))
      .map(async (n) => ({ file: path.join(dir, n), mtime: (await stat(path.join(dir, n))).mtimeMs })),
  );
  const newer = candidates.filter((c) => c.mtime >= after).sort((a, b) => b.mtime - a.mtime);
  for (const c of newer) {
    const raw = await readFile(c.file);
    if (!raw.toString("utf8").split(/\r?\n/).some(isSubject)) continue;
    if (containing === undefined || ((await PostalMime.parse(raw)).text ?? "").includes(containing)) return c.file;
  }
  return undefined;
}
