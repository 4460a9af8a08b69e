import { z } from "zod";
import { booleanFlag } from "./env-flags";
import { SMTP_WORST_CASE_MS } from "./mail/transport";
import { PAUSE_POINTS } from "./process/test-pause";

/** Settings for running several instances: shared object storage, metrics, the outbox claim, the crash-test hook. */
export const scaleOutEnv = {
  /** Set = uploaded documents and policy PDFs live in this S3 bucket instead of DATA_DIR/files. */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be an S3 bucket name (3 to 63 lower-case letters, digits, dots, hyphens)",
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'must be a region such as "me-central-1"')
    .optional(),
  /** The SDK's own variable, used when S3_REGION is not set. */
  AWS_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** How long an instance may serve a session from memory; 0 reads it from the database on every request. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  TEST_PAUSE_AT: z.string().optional(),
  TEST_PAUSE_DIR: z.string().min(1).optional(),
};

type ScaleOutEnv = {
  PORT: number;
  SMTP_URL?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  AWS_REGION?: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  METRICS_PORT?: number;
  MAIL_CLAIM_SECONDS: number;
  TEST_PAUSE_AT?: string;
  TEST_PAUSE_DIR?: string;
};

export type ObjectStorageConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
};

export type ScaleOutConfig = {
  /** undefined = files on local disk under DATA_DIR/files. */
  objectStorage?: ObjectStorageConfig;
  testPause?: { points: string[]; dir: string };
};

/** The first setting that cannot work, named with the variable, or undefined. */
export function checkScaleOut(c: ScaleOutEnv, isProduction: boolean): string | undefined {
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || c.S3_REGION || c.S3_FORCE_PATH_STYLE !== undefined)) {
    return "S3_BUCKET: required when S3_ENDPOINT, S3_REGION or S3_FORCE_PATH_STYLE is set.";
  }
  if (c.S3_BUCKET && !(c.S3_REGION ?? c.AWS_REGION)) {
    return "S3_REGION: required with S3_BUCKET (me-central-1 keeps the files in the UAE).";
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT) {
    return "METRICS_PORT: must differ from PORT (metrics are not served to the public).";
  }
  // A claim that ends while the SMTP server may still be answering would let a second worker send the mail again.
  if (c.SMTP_URL && c.MAIL_CLAIM_SECONDS * 1000 <= SMTP_WORST_CASE_MS) {
    return `MAIL_CLAIM_SECONDS: must be more than ${SMTP_WORST_CASE_MS / 1000} with SMTP_URL (the SMTP time-outs added up).`;
  }
  if (c.TEST_PAUSE_AT) {
    if (isProduction) return "TEST_PAUSE_AT: a test-only hook that stops the process; production refuses it.";
    const unknown = c.TEST_PAUSE_AT.split(",").filter((p) => !(PAUSE_POINTS as readonly string[]).includes(p));
    if (unknown.length)
      return `TEST_PAUSE_AT: unknown point ${unknown.join(", ")} (known: ${PAUSE_POINTS.join(", ")}).`;
    if (!c.TEST_PAUSE_DIR) return "TEST_PAUSE_DIR: required with TEST_PAUSE_AT.";
  }
  return undefined;
}

export function scaleOutConfig(c: ScaleOutEnv): ScaleOutConfig {
  const region = c.S3_REGION ?? c.AWS_REGION;
  return {
    objectStorage:
      c.S3_BUCKET && region
        ? { bucket: c.S3_BUCKET, region, endpoint: c.S3_ENDPOINT, forcePathStyle: c.S3_FORCE_PATH_STYLE ?? false }
        : undefined,
    testPause:
      c.TEST_PAUSE_AT && c.TEST_PAUSE_DIR ? { points: c.TEST_PAUSE_AT.split(","), dir: c.TEST_PAUSE_DIR } : undefined,
  };
}
