import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../src/db/schema";
import { REMOVED_SECRET } from "../../src/mail/outbox";
import { emlFileTransport } from "../../src/mail/transport";
import { MIGRATIONS_DIR } from "../../src/paths";
import { policyOf } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { invitationBody, sendInvitation } from "../modules/outreach/invitations/invitation-fixtures";
import { api, finalizedQuotation } from "../support/journey";
import { drainOutbox } from "../support/outbox";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

let t: TestApp;
let mailDir: string;
beforeAll(async () => {
  t = await createTestApp();
  mailDir = await mkdtemp(path.join(os.tmpdir(), "pp-sent-mail-"));
});
afterAll(async () => {
  await t.close();
  await rm(mailDir, { recursive: true, force: true });
});

const LINK = /https?:\/\/[^\s"<]+\/(?:pay|invite)\/[\w-]{20,}|https?:\/\/[^\s"<]+\?token=[\w-]{20,}/g;
const outbox = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe("the outbox after sending", () => {
  it("keeps no live payment, invitation or password-reset link; the delivered mails carry them", async () => {
    const agent = await signInAs(t, "agent.all");
    const q = await finalizedQuotation(t, agent);
    expect((await api(t, agent).post(`/api/quotations/${q.quotationId}/payment-link`)).statusCode).toBe(202);
    const { policy } = await policyOf(t, "agent.all", 20);
    await sendInvitation(t, agent, invitationBody("basic-renewal", policy.policyNo));
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/request",
      payload: { identifier: "agent.basic" },
    });
    expect(reset.statusCode).toBe(202);
    // Each mail carries its link twice, in its English and its Arabic part.
    const links = [...new Set((await outbox()).flatMap((m) => m.textBody.match(LINK) ?? []))];
    expect(links.filter((l) => l.includes("/pay/"))).toHaveLength(1);
    expect(links.filter((l) => l.includes("/invite/"))).toHaveLength(1);
    expect(links.filter((l) => l.includes("?token="))).toHaveLength(1);

    await drainOutbox(t.db, emlFileTransport(mailDir));

    const stored = await outbox();
    expect(stored.every((m) => m.status === "sent")).toBe(true);
    const everything = JSON.stringify(stored);
    for (const link of links) {
      expect(everything).not.toContain(link.split(/\/pay\/|\/invite\/|\?token=/)[1]);
      const kept = stored.find((m) => m.textBody.includes(link.replace(/[\w-]{20,}$/, REMOVED_SECRET)));
      expect(kept, link).toBeDefined();
    }
    const files = await readdir(mailDir);
    const delivered = await Promise.all(files.map((f) => readFile(path.join(mailDir, f), "utf8")));
    for (const link of links) expect(delivered.join("").replace(/=\r?\n/g, "")).toContain(link.slice(-20));
  });

  it("migration 0011 cut the links out of mail sent before it, and left mail still waiting alone", async () => {
    const token = "Ab9".repeat(15);
    const body = (kind: string) => `Open https://portal.example.ae${kind}${token} soon.`;
    await t.db.insert(mailOutbox).values([
      { idempotencyKey: "old:pay", toAddress: "a@example.test", subject: "s", textBody: body("/pay/"), status: "sent" },
      {
        idempotencyKey: "old:invite",
        toAddress: "a@example.test",
        subject: "s",
        textBody: body("/invite/"),
        status: "failed",
      },
      {
        idempotencyKey: "old:reset",
        toAddress: "a@example.test",
        subject: "s",
        textBody: body("/resetpassword?token="),
        status: "sent",
      },
      {
        idempotencyKey: "old:pending",
        toAddress: "a@example.test",
        subject: "s",
        textBody: body("/pay/"),
        status: "pending",
      },
    ]);
    const migration = await readFile(path.join(MIGRATIONS_DIR, "0011_trust_config.sql"), "utf8");
    const purge = migration.split("--> statement-breakpoint").find((s) => s.includes('UPDATE "mail_outbox"'))!;
    await t.db.execute(sql.raw(purge));
    const bodyOf = async (key: string) =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)))[0]!.textBody;
    expect(await bodyOf("old:pay")).toBe(`Open https://portal.example.ae/pay/${REMOVED_SECRET} soon.`);
    expect(await bodyOf("old:invite")).toBe(`Open https://portal.example.ae/invite/${REMOVED_SECRET} soon.`);
    expect(await bodyOf("old:reset")).toBe(
      `Open https://portal.example.ae/resetpassword?token=${REMOVED_SECRET} soon.`,
    );
    expect(await bodyOf("old:pending")).toContain(token);
  });
});
