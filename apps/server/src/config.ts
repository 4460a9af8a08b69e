import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { booleanFlag } from "./env-flags";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";
import { checkScaleOut, type ScaleOutConfig, scaleOutConfig, scaleOutEnv } from "./scale-out-config";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
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
  MAIL_FROM: z.string().min(3).default("Partner Portal <no-reply@partnerportal.ae>"),
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
  /** "pa:KEY,term:KEY": the API keys with which the PA and Term sites report their sales. */
  SITE_API_KEYS: z
    .string()
    .regex(/^((pa|term):[^,:]{16,})(,(pa|term):[^,:]{16,})*$/, 'must look like "pa:<key of 16+ characters>,term:<key>"')
    .optional(),
  RENEWAL_SEARCH_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
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
});

export type GatewayConfig = { url: string; sandbox: boolean; profileId: string; accessKey: string; secretKey: string };

export type Config = Omit<z.infer<typeof envSchema>, "TRUST_PROXY"> &
  ScaleOutConfig & {
    /** Hops or proxy addresses whose X-Forwarded-For is believed (0 = none). */
    trustProxy: TrustProxy;
    version: string;
    isProduction: boolean;
    publicUrl: string;
    seedDemo: boolean;
    gateway: GatewayConfig;
    siteApiKeys: Partial<Record<"pa" | "term", string>>;
  };

/** Development only: the demo PA and Term sites' keys. */
export const DEMO_SITE_API_KEYS = "pa:demo-pa-site-key-0001,term:demo-term-site-key-0001";

/** Known to everyone, so only ever used by the built-in sandbox (production refuses to start without real keys). */
const SANDBOX_SECRET_KEY = "sandbox-secret-key-for-development-only";

export class ConfigError extends Error {}

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
  const isProduction = c.NODE_ENV === "production";
  // The sandbox's keys are public: a real gateway (always, in production) gets every key from the environment.
  const gatewayKeys = [
    "PAYMENT_GATEWAY_URL",
    "PAYMENT_PROFILE_ID",
    "PAYMENT_ACCESS_KEY",
    "PAYMENT_SECRET_KEY",
  ] as const;
  const missingKeys = gatewayKeys.filter((k) => !c[k]);
  if ((isProduction || c.PAYMENT_GATEWAY_URL) && missingKeys.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingKeys.join(", ")}: required ${isProduction ? "in production (the sandbox gateway is for development)" : "with PAYMENT_GATEWAY_URL"}.`,
    );
  }
  const scaleOutProblem = checkScaleOut(c, isProduction);
  if (scaleOutProblem) throw new ConfigError(`Invalid configuration:\n  ${scaleOutProblem}`);
  const { TRUST_PROXY, ...settings } = c;
  const trustProxy = parseTrustProxy(TRUST_PROXY);
  return {
    ...settings,
    trustProxy: trustProxy.ok ? trustProxy.value : 0,
    ...scaleOutConfig(c),
    version: readVersion(),
    isProduction,
    publicUrl,
    // Demo partners exist only on non-production deployments.
    seedDemo: !isProduction && (c.SEED_DEMO ?? true),
    siteApiKeys: Object.fromEntries(
      (c.SITE_API_KEYS ?? (isProduction ? "" : DEMO_SITE_API_KEYS))
        .split(",")
        .filter(Boolean)
        .map((pair) => pair.split(":") as [string, string]),
    ) as Config["siteApiKeys"],
    gateway: {
      url: c.PAYMENT_GATEWAY_URL ?? `${publicUrl}/sandbox-gateway/pay`,
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
