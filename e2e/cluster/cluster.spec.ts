import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import pg from "pg";
import { killInstance, startInstance } from "../../scripts/cluster/cluster.mjs";
import { expect, test } from "../support/fixtures";
import {
  ACCEPTED_CARD,
  chooseFile,
  confirmAndFinalize,
  DOCUMENTS_PATH,
  FINALIZE_PATH,
  PAYMENT_PATH,
  panel,
  payOnSandbox,
  RESULT_PATH,
  slot,
  testFiles,
  uploadFile,
  VALID_EMIRATES_ID,
} from "../tests/quotation-documents-helpers";
import {
  aDomesticWorker,
  addMember,
  anIndividualSponsor,
  bornYearsAgo,
  createQuotation,
  signInAsAgent,
} from "../tests/quotation-helpers";
import { INSURED, RENEWAL, renewToPayment, searchPolicy } from "../tests/renewal-helpers";
import { loadCluster } from "./cluster-state";

test.describe.configure({ mode: "serial" });

const cluster = loadCluster();
const { state } = cluster;
const direct = state.instances.map((i) => `http://127.0.0.1:${i.port}`);
/** What nginx answers (and the web app shows) when the instance working on a write died. */
const UNAVAILABLE = "The portal could not finish this request. Please try again.";

async function query<T>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: state.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every instance address that answered the page's requests, from the load balancer's X-Served-By. */
function servedBy(page: Page) {
  const seen = new Set<string>();
  page.on("response", (response) => {
    const upstream = response.headers()["x-served-by"];
    if (upstream) for (const address of upstream.split(/,\s*/)) seen.add(address);
  });
  return seen;
}

/** Waits until an instance stops at `point`, and answers which one. */
async function instanceStoppedAt(point: string) {
  const marker = path.join(state.pauseDir, `${point}.paused`);
  // The instance creates the marker, then writes its pid into it: an empty marker is read as not there yet.
  const pidInMarker = () => (existsSync(marker) ? Number(readFileSync(marker, "utf8")) || 0 : 0);
  await expect.poll(pidInMarker, { timeout: 30_000, message: `an instance stopped at ${point}` }).toBeGreaterThan(0);
  const pid = pidInMarker();
  const index = state.instances.findIndex((i) => i.pid === pid);
  expect(index, `pid ${pid} is one of the cluster's instances`).toBeGreaterThanOrEqual(0);
  return index;
}

async function crashAndRestartLater(index: number) {
  await killInstance(state, index);
  return async () => {
    await startInstance(state, index);
    cluster.save();
  };
}

const instanceAddresses = () => state.instances.map((i) => `127.0.0.1:${i.port}`).sort();

/** The last lines of a log file, or a note that it is missing. */
function tail(file: string, lines: number) {
  if (!existsSync(file)) return `(${file} is missing)`;
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

// A journey that fails here fails on timing between processes, which a trace does not show: the load balancer's
// record of which instance answered each request, and each instance's last log lines, go with the failure, into the
// CI log, which is all that is kept of a failed run.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads from this pattern which fixtures the hook needs (none).
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const logs = [
    `nginx access log (last 60 lines):\n${tail(state.nginx.accessLog, 60)}`,
    ...state.instances.map((i) => `${i.name} (pid ${i.pid}), last 40 lines:\n${tail(i.logFile, 40)}`),
  ].join("\n\n");
  // The reporter prints a text attachment with the failure.
  await testInfo.attach("cluster logs", { body: logs, contentType: "text/plain" });
});

test("a new application is sold through both instances while one dies during an upload and one during the payment answer", async ({
  page,
}) => {
  const files = testFiles();
  const served = servedBy(page);
  await signInAsAgent(page);
  const quotationNo = await createQuotation(page, anIndividualSponsor({ dateOfBirth: bornYearsAgo(35) }));
  await addMember(page, aDomesticWorker());
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(DOCUMENTS_PATH);

  // The first upload: the instance handling it stores the file, then dies before recording it.
  const sponsor = panel(page, "Sponsor details");
  await sponsor.getByRole("radio", { name: "Emirates ID", exact: true }).check();
  await sponsor.getByRole("textbox", { name: "Emirates ID number" }).fill(VALID_EMIRATES_ID);
  await chooseFile(page, sponsor, "Emirates ID copy", files.png);
  const uploadVictim = await instanceStoppedAt("document-stored");
  const restartUploadVictim = await crashAndRestartLater(uploadVictim);
  // nginx never repeats an upload on its own: the partner is told, and uploads again, through the other instance.
  await expect(slot(sponsor, "Emirates ID copy")).toContainText(UNAVAILABLE);
  await uploadFile(page, sponsor, "Emirates ID copy", files.png);
  await restartUploadVictim();

  await uploadFile(page, sponsor, "Visa / UID copy", files.pdf);
  const worker = panel(page, "1. Worker – Maria Santos");
  await worker.getByRole("textbox", { name: "Emirates ID number" }).fill(VALID_EMIRATES_ID);
  await worker.getByRole("textbox", { name: "Passport number" }).fill("N1234567");
  await worker.getByRole("textbox", { name: "UID Number" }).fill("123456789");
  for (const label of ["Emirates ID copy", "Passport copy", "Visa copy"])
    await uploadFile(page, worker, label, files.png);
  await uploadFile(page, worker, "Photograph", files.photo);
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(FINALIZE_PATH);
  await confirmAndFinalize(page);
  await expect(page).toHaveURL(PAYMENT_PATH);
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  // The gateway's answer (the browser's or the notification, whichever comes first) stops an instance after the
  // ACCEPT, before the policy: it dies there, and nginx hands the same answer to the other instance.
  await payOnSandbox(page, { number: ACCEPTED_CARD });
  const paymentVictim = await instanceStoppedAt("payment-accepted");
  const restartPaymentVictim = await crashAndRestartLater(paymentVictim);
  await expect(page).toHaveURL(new RegExp(`${RESULT_PATH}\\?TransactionID=`), { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  await expect(page.getByText(/Your payment was successful and your policy \S+ has been issued\./)).toBeVisible();
  await restartPaymentVictim();

  // One payment, one policy; every document the partner saw uploaded is in the bucket.
  const [quotation] = await query<{ id: number }>("select id from quotations where quotation_no = $1", [quotationNo]);
  expect(await query("select status from payments where quotation_id = $1", [quotation!.id])).toEqual([
    { status: "accepted" },
  ]);
  expect(await query("select id from policies where quotation_id = $1", [quotation!.id])).toHaveLength(1);
  const documents = await query<{ storage_key: string }>(
    "select storage_key from documents where quotation_id = $1 and replaced_at is null",
    [quotation!.id],
  );
  expect(documents).toHaveLength(6);
  for (const d of documents) {
    expect(existsSync(path.join(state.s3Dir, state.bucket, `${d.storage_key}._S3rver_object`)), d.storage_key).toBe(
      true,
    );
  }
  expect([...served].sort()).toEqual(instanceAddresses());
});

test("a customer renews a policy, the pages and the receipt served by both instances", async ({ page }) => {
  const served = servedBy(page);
  await searchPolicy(page, "Emirates ID", INSURED.juan.emiratesId, INSURED.juan.dateOfBirth);
  await renewToPayment(page);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });
  await expect(page).toHaveURL(new RegExp(`${RENEWAL.result}\\?TransactionID=`));
  await expect(page.getByRole("heading", { level: 1, name: "Congratulations" })).toBeVisible();
  // The receipt, rendered and stored by one instance, is found by whichever answers.
  const receipt = page.getByRole("link", { name: /Download payment receipt/ });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const pdf = await page.request.get((await receipt.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect([...served].sort()).toEqual(instanceAddresses());
});

test("a session, a sign-in lockout and a search limit are one across the instances", async () => {
  const [a, b] = direct as [string, string];
  const post = (base: string, url: string, body: object, cookie?: string) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  // Signed in on one instance, known to the other; signed out on the other, unknown to the first at once.
  const login = await post(a, "/api/auth/login", { userId: "agent.basic", password: "Portal#Demo2026" });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .find((c) => c.startsWith("pp_session="))!;
  expect((await fetch(`${b}/api/session`, { headers: { cookie } })).status).toBe(200);
  expect((await post(b, "/api/auth/logout", {}, cookie)).ok).toBe(true);
  expect((await fetch(`${a}/api/session`, { headers: { cookie } })).status).toBe(401);

  // Failed sign-ins count together wherever they land: five, alternating, lock the account on both.
  const { userId, password } = state.lockoutUser;
  for (let i = 0; i < 5; i++) {
    expect((await post(i % 2 ? b : a, "/api/auth/login", { userId, password: "Wrong#Pass2026" })).status).toBe(401);
  }
  for (const base of [a, b]) {
    const locked = await post(base, "/api/auth/login", { userId, password });
    expect(locked.status).not.toBe(200);
    expect((await locked.json()).message).toBe(
      "Too many failed sign-ins. Try again in 15 minutes or reset your password.",
    );
  }

  // Policy searches from one address share one budget (the renewal above already spent one of it).
  const search = { searchBy: 2, searchText: "BP-2000-999999", dateOfBirth: "1980-01-01" };
  let allowed = 0;
  for (let i = 0; i < 2 * state.searchLimit; i++) {
    const res = await post(i % 2 ? b : a, "/api/renewals/search", search);
    if (res.status === 429) break;
    allowed++;
  }
  expect(allowed).toBeLessThan(state.searchLimit);
  for (const base of [a, b]) expect((await post(base, "/api/renewals/search", search)).status).toBe(429);
});

test("the instances migrated the database once between them when they started together", async () => {
  const migrated = state.instances.map((instance) => {
    const first = readFileSync(instance.logFile, "utf8")
      .split("\n")
      .find((line) => line.includes('"database migrated"'));
    return (JSON.parse(first!) as { migrationsApplied: number }).migrationsApplied;
  });
  const [{ n }] = (await query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations")) as [
    { n: number },
  ];
  expect(n).toBeGreaterThan(0);
  expect([...migrated].sort((x, y) => x - y)).toEqual([0, n]);
});

test("every mail of the outbox, renewal reminders included, went out exactly once across the instances", async () => {
  await expect
    .poll(
      async () =>
        (await query<{ n: number }>("select count(*)::int as n from mail_outbox where status <> 'sent'"))[0]!.n,
      { timeout: 60_000, message: "every mail sent" },
    )
    .toBe(0);
  const outbox = await query<{ id: string; idempotency_key: string }>("select id, idempotency_key from mail_outbox");
  expect(outbox.filter((m) => m.idempotency_key.startsWith("renewal-reminder:")).length).toBeGreaterThan(0);
  expect(outbox.some((m) => m.idempotency_key.startsWith("policy-issued:"))).toBe(true);
  const written = new Map<string, number>();
  for (const instance of state.instances) {
    const dir = path.join(instance.dataDir, "mail");
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const id = /^outbox-(\d+)partnerportalae_/.exec(name)?.[1];
      if (id) written.set(id, (written.get(id) ?? 0) + 1);
    }
  }
  for (const mail of outbox) expect(written.get(String(mail.id)), mail.idempotency_key).toBe(1);
  expect(written.size).toBe(outbox.length);
});
