import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = {
  messageId: string;
  /** The insurer's name and the configured sender address; nodemailer encodes the name for the header. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An attachment with a `cid` is inline: the HTML shows it as `<img src="cid:…">`, it is not listed as a file. */
  attachments: { filename: string; content: Buffer; contentType: string; cid?: string }[];
};

export type MailTransport = { kind: "eml" | "smtp"; send(message: MailMessage): Promise<void>; close(): void };

/**
 * Local default: each mail becomes an .eml file under DATA_DIR/mail, named by its outbox id,
 * so sending the same outbox row again overwrites the file instead of writing a second mail.
 */
export function emlFileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "eml",
    async send(message) {
      const info = await builder.sendMail(message);
      await mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const id = message.messageId.replace(/[^a-zA-Z0-9-]/g, "");
      const file = path.join(dir, `${id}_${safeTo}.eml`);
      const tmp = `${file}.tmp`;
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, file);
    },
    close() {},
  };
}

/**
 * Every SMTP wait is bounded, and all of them together stay well below the outbox claim (MAIL_CLAIM_SECONDS): a hung
 * server fails the attempt, which is retried, instead of outliving the claim and being sent twice.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
/** The longest one SMTP attempt can take before it fails: every wait above in turn. */
export const SMTP_WORST_CASE_MS =
  SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;

export function smtpTransport(url: string, timeouts = SMTP_TIMEOUTS_MS): MailTransport {
  // Nodemailer reads a connection URL's options from its query (and ignores options passed beside a url);
  // a timeout already in the configured URL wins.
  const withTimeouts = new URL(url);
  for (const [name, ms] of Object.entries(timeouts)) {
    if (!withTimeouts.searchParams.has(name)) withTimeouts.searchParams.set(name, String(ms));
  }
  const transporter = nodemailer.createTransport(withTimeouts.toString());
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
