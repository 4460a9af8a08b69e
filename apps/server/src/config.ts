import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_MEETING_HOSTS, type MailQuotaKind } from "@pp/domain";
import { z } from "zod";
import { booleanFlag } from "./env-flags";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";
import { checkInsurer, type Insurer, insurerEnv, insurerOf } from "./insurer-config";
import { senderAddress } from "./mail/sender-address";
import { checkScaleOut, type ScaleOutConfig, scaleOutConfig, scaleOutEnv } from "./scale-out-config";
import { parseSecretKey } from "./security/secret-box";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const envSchema = z.object({
  /** Unset: development on the embedded database, production on DATABASE_URL (see `modeOf`). */
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, "data")),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** The sender's address; the From header's name is the insurer's (INSURER_DISPLAY_NAME). */
  MAIL_FROM: z
    .string()
    .trim()
    .refine((v) => z.email().safeParse(senderAddress(v)).success, "must be an e-mail address, e.g. no-reply@insurer.ae")
    .default("no-reply@partnerportal.ae"),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CONTACT_PHONE: z.string().min(3).default("800 4746"),
  CONTACT_EMAIL: z.email().default("customercare@partnerportal.ae"),
  HPLUS_RENEWALS_URL: z.url().default("https://hplus.partnerportal.ae/renewals"),
  PA_SITE_URL: z.url().default("https://pa.partnerportal.ae/"),
  TERM_SITE_URL: z.url().default("https://term.partnerportal.ae/"),
  HEALTH_INFO_URL: z.url().default("https://www.dha.gov.ae/en/health-insurance"),
  FEEDBACK_URL: z.url().default("https://feedback.partnerportal.ae/"),
  TPA_NAS_TOB_URL: z.url().optional(),
  TPA_NAS_NETWORK_URL: z.url().optional(),
  TPA_NEXTCARE_TOB_URL: z.url().optional(),
  TPA_NEXTCARE_NETWORK_URL: z.url().optional(),
  /** Hosted payment page of the real gateway; unset = the built-in sandbox at /sandbox-gateway/pay. */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_PROFILE_ID: z.string().min(1).optional(),
  PAYMENT_ACCESS_KEY: z.string().min(1).optional(),
  PAYMENT_SECRET_KEY: z.string().min(16).optional(),
  /** The real gateway's refund endpoint; unset with the sandbox = the built-in /sandbox-gateway/refund. */
  PAYMENT_REFUND_URL: z.url().optional(),
  /** "pa:KEY,term:KEY": the API keys with which the PA and Term sites report their sales. */
  SITE_API_KEYS: z
    .string()
    .regex(/^((pa|term):[^,:]{16,})(,(pa|term):[^,:]{16,})*$/, 'must look like "pa:<key of 16+ characters>,term:<key>"')
    .optional(),
  RENEWAL_SEARCH_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Every partner must sign in with a second factor (demo partners excepted); default: on in production. */
  TWO_FACTOR_REQUIRED: booleanFlag.optional(),
  /** 32 random bytes that seal the partners' authenticator secrets at rest; required in production. */
  TWO_FACTOR_KEY: z
    .string()
    .optional()
    .refine((raw) => raw === undefined || parseSecretKey(raw) !== undefined, {
      message: "must be 32 random bytes as 64 hex characters or base64 (e.g. `openssl rand -base64 32`)",
    }),
  /** Password hashes (argon2id) computed at once; more wait in the queue, and beyond it sign-ins get a 503. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** Threads that parse uploads and render documents off the event loop (decision 040); default: the cores but one. */
  CPU_POOL_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Tasks that may wait for a thread of the CPU pool; one more is answered 503 with Retry-After. A render or a census
   * read takes a few hundred milliseconds at most, so 32 waiting is some seconds of work on one thread.
   */
  CPU_POOL_QUEUE: z.coerce.number().int().min(1).max(10_000).default(32),
  /**
   * The longest a CPU pool task may take, its wait for a thread included; past it the task is stopped and the request
   * answered 503 with Retry-After. Default: the pool's CPU_TASK_TIME_LIMIT_MS (a minute).
   */
  CPU_TASK_TIME_LIMIT_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  /** Per partner and UAE day: invitations sent or resent, video calls booked, payment links sent. */
  INVITATION_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  VIDEO_CALL_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  PAYMENT_LINK_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(50),
  QUOTATION_MAIL_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  APPLICANT_LINK_DAILY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** "teams.microsoft.com,zoom.us": where a video call's meeting link may lead (the host or its subdomains). */
  MEETING_HOSTS: z
    .string()
    .regex(
      /^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i,
      'must be host names separated by commas, like "teams.microsoft.com,zoom.us"',
    )
    .optional(),
  /** The OpenAPI document and its viewer at /api/docs; off in production unless set to true. */
  API_DOCS: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
    }),
  ...scaleOutEnv,
  ...insurerEnv,
});

export type GatewayConfig = {
  url: string;
  /** Where refunds are sent server to server; null when a real gateway has none configured (refunds stay due). */
  refundUrl: string | null;
  sandbox: boolean;
  profileId: string;
  accessKey: string;
  secretKey: string;
};

type Env = z.infer<typeof envSchema>;
type Mode = NonNullable<Env["NODE_ENV"]>;

export type Config = Omit<
  Env,
  "TRUST_PROXY" | "TWO_FACTOR_KEY" | "NODE_ENV" | "MEETING_HOSTS" | "API_DOCS" | "CPU_POOL_THREADS"
> &
  ScaleOutConfig & {
    /** As written, or what an unset NODE_ENV stands for (`modeOf`). */
    NODE_ENV: Mode;
    /** Hops or proxy addresses whose X-Forwarded-For is believed (0 = none). */
    trustProxy: TrustProxy;
    twoFactor: { required: boolean; key: Buffer };
    passwordHashing: { concurrency: number; queue: number };
    /** Threads of the CPU pool (CPU_POOL_THREADS). */
    cpuThreads: number;
    version: string;
    isProduction: boolean;
    publicUrl: string;
    /** Printed on tax invoices: the configured insurer, or in development the demonstration one. */
    insurer: Insurer;
    seedDemo: boolean;
    apiDocs: boolean;
    gateway: GatewayConfig;
    siteApiKeys: Partial<Record<"pa" | "term", string>>;
    meetingHosts: string[];
    mailQuotas: Record<MailQuotaKind, number>;
  };

/** Development only: the demo PA and Term sites' keys. */
export const DEMO_SITE_API_KEYS = "pa:demo-pa-site-key-0001,term:demo-term-site-key-0001";

/** Outside production only: seals authenticator secrets when TWO_FACTOR_KEY is not set. Known to everyone. */
const DEVELOPMENT_TWO_FACTOR_KEY = createHash("sha256").update("partner-portal development two-factor key").digest();

/** Known to everyone, so only ever used by the built-in sandbox: a real gateway, and production, refuse it. */
export const SANDBOX_SECRET_KEY = "sandbox-secret-key-for-development-only";

/** A gateway's HMAC key shorter than this is guessable; CyberSource issues far longer ones. */
export const MIN_PAYMENT_SECRET_BYTES = 32;

export class ConfigError extends Error {}

/**
 * Development behaviour (sandbox gateway, demo partners and site keys, a cookie without Secure) needs the embedded
 * database or NODE_ENV written out: a deployment on DATABASE_URL that forgets NODE_ENV runs as production.
 */
function modeOf(c: Env): { mode: Mode; inferred: boolean } {
  if (c.NODE_ENV) return { mode: c.NODE_ENV, inferred: false };
  return { mode: c.DATABASE_URL ? "production" : "development", inferred: true };
}

const GATEWAY_KEYS = ["PAYMENT_GATEWAY_URL", "PAYMENT_PROFILE_ID", "PAYMENT_ACCESS_KEY", "PAYMENT_SECRET_KEY"] as const;

/** What a real gateway, and production, cannot run with; each line names its variable. */
function problemsOf(c: Env, isProduction: boolean): string[] {
  const problems: string[] = [];
  // The sandbox's keys are public: a real gateway (always, in production) gets every key from the environment.
  const missingKeys = GATEWAY_KEYS.filter((k) => !c[k]);
  if ((isProduction || c.PAYMENT_GATEWAY_URL) && missingKeys.length > 0) {
    problems.push(
      `${missingKeys.join(", ")}: required ${isProduction ? "in production (the sandbox gateway is for development)" : "with PAYMENT_GATEWAY_URL"}.`,
    );
  }
  if ((isProduction || c.PAYMENT_GATEWAY_URL) && c.PAYMENT_SECRET_KEY) {
    if (c.PAYMENT_SECRET_KEY === SANDBOX_SECRET_KEY)
      problems.push("PAYMENT_SECRET_KEY: this is the sandbox's published key; use the gateway profile's secret key.");
    else if (Buffer.byteLength(c.PAYMENT_SECRET_KEY) < MIN_PAYMENT_SECRET_BYTES)
      problems.push(
        `PAYMENT_SECRET_KEY: must be at least ${MIN_PAYMENT_SECRET_BYTES} bytes (the gateway's secret key).`,
      );
  }
  const scaleOutProblem = checkScaleOut(c, isProduction);
  if (scaleOutProblem) problems.push(scaleOutProblem);
  const insurerProblem = checkInsurer(c, isProduction);
  if (insurerProblem) problems.push(insurerProblem);
  if (!isProduction) return problems;
  if (!c.SMTP_URL) problems.push("SMTP_URL: required in production (.eml files are the development mail box).");
  // The e-mailed links and the __Host- cookie (Secure) only work over https.
  if (!c.PUBLIC_URL?.startsWith("https://"))
    problems.push("PUBLIC_URL: required in production, as the https:// address customers and partners reach.");
  const demoKeys = new Set(DEMO_SITE_API_KEYS.split(","));
  if (c.SITE_API_KEYS?.split(",").some((pair) => demoKeys.has(pair)))
    problems.push("SITE_API_KEYS: the demo sites' keys are published; give each site a key of its own.");
  if (!c.TWO_FACTOR_KEY)
    problems.push(
      "TWO_FACTOR_KEY: required in production (32 random bytes, e.g. `openssl rand -base64 32`); it seals the partners' authenticator secrets.",
    );
  return problems;
}

/** Reads and validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, "");
  const { mode, inferred } = modeOf(c);
  const isProduction = mode === "production";
  const problems = problemsOf(c, isProduction);
  if (problems.length > 0) {
    const why =
      isProduction && inferred
        ? " (NODE_ENV is not set and DATABASE_URL is, so the portal runs as production; write NODE_ENV=development to use the sandbox gateway and demo data on this database)"
        : "";
    throw new ConfigError(`Invalid configuration${why}:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const { TRUST_PROXY, TWO_FACTOR_KEY, MEETING_HOSTS, API_DOCS, CPU_POOL_THREADS, ...settings } = c;
  const trustProxy = parseTrustProxy(TRUST_PROXY);
  return {
    ...settings,
    NODE_ENV: mode,
    trustProxy: trustProxy.ok ? trustProxy.value : 0,
    twoFactor: {
      required: c.TWO_FACTOR_REQUIRED ?? isProduction,
      key: (TWO_FACTOR_KEY && parseSecretKey(TWO_FACTOR_KEY)) || DEVELOPMENT_TWO_FACTOR_KEY,
    },
    passwordHashing: {
      concurrency: c.PASSWORD_HASH_CONCURRENCY ?? Math.max(2, availableParallelism()),
      queue: c.PASSWORD_HASH_QUEUE,
    },
    // Every core but one, which stays the event loop's: one thread on a 2-core machine.
    cpuThreads: CPU_POOL_THREADS ?? Math.max(1, availableParallelism() - 1),
    ...scaleOutConfig(c),
    insurer: insurerOf(c),
    version: readVersion(),
    isProduction,
    publicUrl,
    // Demo partners exist only on non-production deployments.
    seedDemo: !isProduction && (c.SEED_DEMO ?? true),
    apiDocs: API_DOCS ?? !isProduction,
    meetingHosts: MEETING_HOSTS ? MEETING_HOSTS.toLowerCase().split(",") : [...DEFAULT_MEETING_HOSTS],
    mailQuotas: {
      invitations: c.INVITATION_DAILY_LIMIT,
      video_calls: c.VIDEO_CALL_DAILY_LIMIT,
      payment_links: c.PAYMENT_LINK_DAILY_LIMIT,
      quotations: c.QUOTATION_MAIL_DAILY_LIMIT,
      applicant_links: c.APPLICANT_LINK_DAILY_LIMIT,
    },
    siteApiKeys: Object.fromEntries(
      (c.SITE_API_KEYS ?? (isProduction ? "" : DEMO_SITE_API_KEYS))
        .split(",")
        .filter(Boolean)
        .map((pair) => pair.split(":") as [string, string]),
    ) as Config["siteApiKeys"],
    gateway: {
      url: c.PAYMENT_GATEWAY_URL ?? `${publicUrl}/sandbox-gateway/pay`,
      refundUrl: c.PAYMENT_REFUND_URL ?? (c.PAYMENT_GATEWAY_URL ? null : `${publicUrl}/sandbox-gateway/refund`),
      sandbox: !c.PAYMENT_GATEWAY_URL,
      profileId: c.PAYMENT_PROFILE_ID ?? "PP-SANDBOX-PROFILE",
      accessKey: c.PAYMENT_ACCESS_KEY ?? "sandbox-access-key",
      secretKey: c.PAYMENT_SECRET_KEY ?? SANDBOX_SECRET_KEY,
    },
  };
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as { version: string };
  return pkg.version;
}
