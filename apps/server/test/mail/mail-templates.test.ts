import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners, policies } from "../../src/db/schema";
import { MAIL_LOGO_CID, mailBrandOf } from "../../src/mail/mail-brand";
import { mailSignature } from "../../src/mail/mail-html";
import { emlFileTransport, type MailMessage } from "../../src/mail/transport";
import { queueRenewalReminders } from "../../src/modules/renewal/renewals/renewal-reminders";
import { invitationBody, sendInvitation, videoCallBody } from "../modules/outreach/invitations/invitation-fixtures";
import { policyDueIn, today } from "../modules/renewal/renewals/renewal-fixtures";
import { api, formBody, gatewayAnswer, sentPaymentLink, startedPayment } from "../support/journey";
import { capturingTransport, drainOutbox } from "../support/outbox";
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from "../support/test-app";

/**
 * Every kind of mail a day of business writes, sent through the real outbox worker with a configured insurer, logo and
 * sender, then read as a mail app would: from the insurer, both parts there, the insurer named, its logo carried in the
 * mail, every image described, every link absolute and answered by the running portal.
 */
let t: TestApp;
let dir: string;
const sent: MailMessage[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pp-mail-templates-"));
  const logo = path.join(dir, "logo.svg");
  await writeFile(
    logo,
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  // A built web app of one page, so the portal answers its own pages' addresses as in production.
  const web = path.join(dir, "web");
  await mkdir(web);
  await writeFile(path.join(web, "index.html"), "<!doctype html><title>Portal</title>");
  t = await createTestApp({
    INSURER_DISPLAY_NAME: "Gulf Shield Insurance",
    INSURER_LOGO_FILE: logo,
    // A name written in MAIL_FROM is not the one mails show: the insurer's display name is.
    MAIL_FROM: "Old Portal Name <no-reply@gulfshield.example>",
    WEB_DIST_DIR: web,
  });

  const agent = await signInAs(t, "agent.all");
  // A quotation (its e-mail), a payment link, a paid policy, an invitation, a video call, a password reset.
  const { quotation } = await sentPaymentLink(t, agent);
  const { request } = await startedPayment(t, agent);
  const paid = await t.app.inject({
    method: "POST",
    url: "/api/payments/notify",
    ...formBody(gatewayAnswer(t, request)),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await sendInvitation(t, agent, invitationBody("basic", quotation.quotationNo));
  const call = await api(t, agent).post("/api/video-calls", videoCallBody());
  expect(call.statusCode, call.body).toBe(201);
  await t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { identifier: "agent.all" } });
  // A renewal reminder for a policy the demo partner sold.
  const { policy: due } = await policyDueIn(t, 14);
  const [partner] = await t.db.select().from(partners).where(eq(partners.userId, "agent.all"));
  await t.db.update(policies).set({ partnerId: partner!.id }).where(eq(policies.id, due.id));
  await queueRenewalReminders(t.db, { publicUrl: t.config.publicUrl, today });

  const transport = capturingTransport();
  await drainOutbox(t.db, transport, { brand: mailBrandOf(t.config), app: t });
  sent.push(...transport.sent);
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
const mailOf = (subject: RegExp) => {
  const mail = sent.find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`no mail ${subject} among ${sent.map((m) => m.subject).join(" | ")}`);
  return mail;
};

describe("every mail", () => {
  it("was written for each kind of event", () => {
    for (const subject of [
      /^Your health insurance quotation /,
      /^Pay for your health insurance/,
      /^Your health insurance policy [\w-]+$/,
      /^Pay for your Basic health insurance/,
      /^Video call with /,
      /^Reset your Partner Portal password$/,
      /^Your health insurance policy .* expires on /,
    ])
      mailOf(subject);
  });

  it("has an HTML part for phones and dark mode and a text part, both naming the insurer", () => {
    expect(sent.length).toBeGreaterThanOrEqual(7);
    for (const mail of sent) {
      expect(mail.text, mail.subject).toContain(mailSignature(mailBrandOf(t.config)));
      const html = mail.html ?? "";
      expect(html, mail.subject).toMatch(/^<!DOCTYPE html/i);
      expect(html).toContain('name="viewport"');
      expect(html).toContain('name="color-scheme" content="light dark"');
      expect(html).toContain("prefers-color-scheme: dark");
      expect(html).toContain("max-width:600px");
      expect(html).toContain("Gulf Shield Insurance");
    }
  });

  it("comes from the insurer's display name at the configured sender address", () => {
    for (const mail of sent)
      expect(mail.from, mail.subject).toEqual({
        name: "Gulf Shield Insurance",
        address: "no-reply@gulfshield.example",
      });
  });

  it("describes every image and carries the insurer's logo inline, named by its Content-ID in the HTML", () => {
    for (const mail of sent) {
      const found = images(mail.html ?? "");
      expect(found.length, mail.subject).toBeGreaterThan(0);
      for (const img of found) expect(img, mail.subject).toMatch(/\balt="[^"]+"/);
      expect(/src="([^"]+)"/.exec(found[0]!)![1], mail.subject).toBe(`cid:${MAIL_LOGO_CID}`);
      // The SVG logo travels as a PNG: mail apps show no SVG.
      const logo = mail.attachments.find((a) => a.cid === MAIL_LOGO_CID);
      expect(logo, mail.subject).toMatchObject({ contentType: "image/png" });
      expect(logo!.content.subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("reaches a mail app with the insurer in the From header and the logo as an inline part of the HTML", async () => {
    const box = path.join(dir, "box");
    const transport = emlFileTransport(box);
    await transport.send(mailOf(/^Your health insurance quotation /));
    const [file] = await readdir(box);
    const eml = await readFile(path.join(box, file!), "utf8");
    expect(eml).toMatch(/^From: Gulf Shield Insurance <no-reply@gulfshield\.example>$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/related;/m);
    expect(eml).toContain(`Content-ID: <${MAIL_LOGO_CID}>`);
    expect(eml).toMatch(/^Content-Disposition: inline; filename=logo\.png$/m);
    expect(eml).not.toContain("/api/config/insurer-logo");
  });

  it("links only to absolute addresses, each answered by the running portal, the same in both parts", async () => {
    for (const mail of sent) {
      for (const href of hrefs(mail.html ?? "")) {
        if (href.startsWith("mailto:")) continue;
        const external = !href.startsWith(`${TEST_ORIGIN}/`);
        expect(href, mail.subject).toMatch(/^https:\/\/|^http:\/\/localhost:3000\//);
        if (external) continue;
        expect(mail.text, `${mail.subject}: ${href}`).toContain(href);
        const url = new URL(href);
        const answer = await t.app.inject({ url: `${url.pathname}${url.search}` });
        expect([200, 303], `${mail.subject}: ${href} answered ${answer.statusCode}`).toContain(answer.statusCode);
        if (answer.statusCode === 303) {
          const next = new URL(String(answer.headers.location), TEST_ORIGIN);
          const landed = await t.app.inject({
            url: `${next.pathname}${next.search}`,
            headers: { cookie: String(answer.headers["set-cookie"] ?? "") },
          });
          expect(landed.statusCode, `${href} → ${next.pathname}`).toBe(200);
        }
      }
    }
  });
});

describe("the renewal reminder", () => {
  it("carries the amount due, the partner's contact and a secret link to that policy's renewal search", async () => {
    const mail = mailOf(/^Your health insurance policy .* expires on /);
    expect(mail.text).toMatch(/Amount due to renew \(including VAT\): AED [\d,]+\.\d{2}/);
    expect(mail.text).toContain("Your insurance partner");
    const link = /http:\/\/localhost:3000(\/renew\/[\w-]{20,})/.exec(mail.text)![1]!;
    expect(mail.html).toContain(link);
    const opened = await t.app.inject({ url: link });
    expect(opened.statusCode).toBe(303);
    const [due] = await t.db
      .select()
      .from(policies)
      .where(eq(policies.sponsorEmail, mail.to as string));
    expect(opened.headers.location).toBe(`/Basic-Renewals/searchpolicy#policy=${encodeURIComponent(due!.policyNo)}`);
    // Anything else is a clear page, not a policy.
    const unknown = await t.app.inject({ url: `/renew/${"x".repeat(43)}` });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.body).toContain("Search for your policy");
    expect((await t.app.inject({ url: "/renew/short" })).statusCode).toBe(400);
  });
});
