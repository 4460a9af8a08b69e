import { availableParallelism } from "node:os";
import { DEFAULT_MEETING_HOSTS } from "@pp/domain";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEMO_SITE_API_KEYS,
  loadConfig,
  MIN_PAYMENT_SECRET_BYTES,
  SANDBOX_SECRET_KEY,
} from "../../src/config";
import { mailBrandOf } from "../../src/mail/mail-brand";
import { PRODUCTION_ENV } from "../support/production-env";

/** What production needs at the least: a real gateway's four settings. */
const production = {
  NODE_ENV: "production",
  PAYMENT_GATEWAY_URL: "https://secureacceptance.example.com/pay",
  PAYMENT_SECRET_KEY: "a-real-secret-key-from-the-gateway",
  PAYMENT_PROFILE_ID: "REAL-PROFILE",
  PAYMENT_ACCESS_KEY: "real-access-key",
};

describe("loadConfig", () => {
  it("uses the embedded defaults: development, with the sandbox, demo data and keys, and the API docs", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.NODE_ENV).toBe("development");
    expect(c.isProduction).toBe(false);
    expect(c.seedDemo).toBe(true);
    expect(c.gateway.sandbox).toBe(true);
    expect(c.siteApiKeys).toEqual({ pa: "demo-pa-site-key-0001", term: "demo-term-site-key-0001" });
    expect(c.apiDocs).toBe(true);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://mail"],
    ["NODE_ENV", "staging"],
    ["CONTACT_EMAIL", "not-an-email"],
    ["MAIL_FROM", "Partner Portal"],
    ["MAIL_FROM", "Gulf Shield <not-an-address>"],
  ])("stops with a message naming %s when it is bad", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("sends from MAIL_FROM's address, written bare or with a name (the name mails show is the insurer's)", () => {
    expect(mailBrandOf(loadConfig({})).fromAddress).toBe("no-reply@partnerportal.ae");
    const named = loadConfig({ MAIL_FROM: "Old Name <mail@gulfshield.ae>", INSURER_DISPLAY_NAME: "Gulf Shield" });
    expect(mailBrandOf(named)).toMatchObject({ name: "Gulf Shield", fromAddress: "mail@gulfshield.ae", logo: null });
  });

  const production = PRODUCTION_ENV;
  const DATABASE_URL = "postgresql://portal@db.internal:5432/portal";

  it("never seeds demo partners in production", () => {
    expect(loadConfig({ ...production, SEED_DEMO: "true" }).seedDemo).toBe(false);
  });

  it("refuses to start in production on the sandbox gateway", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/PAYMENT_SECRET_KEY/);
    expect(loadConfig(production).gateway).toMatchObject({
      sandbox: false,
      url: production.PAYMENT_GATEWAY_URL,
      profileId: "REAL-PROFILE",
      accessKey: "real-access-key",
    });
  });

  it("never signs for a real gateway with the sandbox's public keys", () => {
    const { PAYMENT_ACCESS_KEY, PAYMENT_PROFILE_ID, ...withoutKeys } = production;
    expect(() => loadConfig(withoutKeys)).toThrow(/PAYMENT_PROFILE_ID, PAYMENT_ACCESS_KEY: required in production/);
    expect(() => loadConfig({ PAYMENT_GATEWAY_URL: production.PAYMENT_GATEWAY_URL })).toThrow(
      /PAYMENT_PROFILE_ID, PAYMENT_ACCESS_KEY, PAYMENT_SECRET_KEY: required with PAYMENT_GATEWAY_URL/,
    );
  });

  it("requires two-factor sign-in in production unless told otherwise, and not in development", () => {
    expect(loadConfig(production).twoFactor.required).toBe(true);
    expect(loadConfig({ ...production, TWO_FACTOR_REQUIRED: "false" }).twoFactor.required).toBe(false);
    expect(loadConfig({}).twoFactor.required).toBe(false);
    expect(loadConfig({ TWO_FACTOR_REQUIRED: "true" }).twoFactor.required).toBe(true);
  });

  it("prints the configured insurer on tax invoices: all three details in production, all or none elsewhere", () => {
    const { INSURER_TRN: _trn, ...withoutTrn } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutTrn)).toThrow(/INSURER_TRN: required in production/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, INSURER_TRN: "12345" })).toThrow(
      /INSURER_TRN: must be the insurer's 15-digit/,
    );
    expect(loadConfig(PRODUCTION_ENV).insurer).toEqual({
      legalName: PRODUCTION_ENV.INSURER_LEGAL_NAME,
      legalNameAr: PRODUCTION_ENV.INSURER_LEGAL_NAME_AR,
      registrationNo: PRODUCTION_ENV.INSURER_REGISTRATION_NO,
      address: PRODUCTION_ENV.INSURER_ADDRESS,
      addressAr: PRODUCTION_ENV.INSURER_ADDRESS_AR,
      trn: PRODUCTION_ENV.INSURER_TRN,
      // Customers see the legal name unless a shorter one is configured.
      displayName: PRODUCTION_ENV.INSURER_LEGAL_NAME,
      // And Arabic pages the Arabic legal name unless an Arabic display name is configured.
      displayNameAr: PRODUCTION_ENV.INSURER_LEGAL_NAME_AR,
    });
    expect(loadConfig({ ...PRODUCTION_ENV, INSURER_DISPLAY_NAME_AR: "درع الخليج" }).insurer.displayNameAr).toBe(
      "درع الخليج",
    );
    expect(loadConfig({ ...PRODUCTION_ENV, INSURER_DISPLAY_NAME: "Gulf Shield" }).insurer.displayName).toBe(
      "Gulf Shield",
    );
    expect(loadConfig({}).insurer.legalName).toMatch(/not a real insurer/);
    // What every public page discloses is required in production too.
    const { INSURER_REGISTRATION_NO: _no, ...unregistered } = PRODUCTION_ENV;
    expect(() => loadConfig(unregistered)).toThrow(/INSURER_REGISTRATION_NO: required in production \(disclosed/);
    const { INSURER_LEGAL_NAME_AR: _ar, ...noArabic } = PRODUCTION_ENV;
    expect(() => loadConfig(noArabic)).toThrow(/INSURER_LEGAL_NAME_AR: required in production/);
    const { INSURER_ADDRESS_AR: _addressAr, ...noArabicAddress } = PRODUCTION_ENV;
    expect(() => loadConfig(noArabicAddress)).toThrow(/INSURER_ADDRESS_AR: required in production/);
    expect(() => loadConfig({ INSURER_LEGAL_NAME: "Half Configured Insurance" })).toThrow(
      /INSURER_ADDRESS, INSURER_TRN: set all three/,
    );
  });

  it("refuses to start in production without a 32-byte TWO_FACTOR_KEY, and reads hex or base64", () => {
    const { TWO_FACTOR_KEY: _key, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(/TWO_FACTOR_KEY: required in production/);
    expect(() => loadConfig({ TWO_FACTOR_KEY: "too-short" })).toThrow(/TWO_FACTOR_KEY/);
    const bytes = Buffer.alloc(32, 7);
    expect(loadConfig({ TWO_FACTOR_KEY: bytes.toString("base64") }).twoFactor.key).toEqual(bytes);
    expect(loadConfig({ TWO_FACTOR_KEY: bytes.toString("hex") }).twoFactor.key).toEqual(bytes);
  });

  it("bounds concurrent password hashing, with a queue", () => {
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: "3", PASSWORD_HASH_QUEUE: "0" }).passwordHashing).toEqual({
      concurrency: 3,
      queue: 0,
    });
    expect(loadConfig({}).passwordHashing.concurrency).toBeGreaterThanOrEqual(2);
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: "0" })).toThrow(/PASSWORD_HASH_CONCURRENCY/);
  });

  it("sizes the CPU pool to every core but one unless told, and refuses a pool of no threads", () => {
    expect(loadConfig({ CPU_POOL_THREADS: "3" }).cpuThreads).toBe(3);
    expect(loadConfig({}).cpuThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(() => loadConfig({ CPU_POOL_THREADS: "0" })).toThrow(/CPU_POOL_THREADS/);
  });

  it("runs a deployment on DATABASE_URL that forgot NODE_ENV as production: refused without production's settings", () => {
    expect(() => loadConfig({ DATABASE_URL })).toThrow(
      /NODE_ENV is not set and DATABASE_URL is, so the portal runs as production; write NODE_ENV=development/,
    );
    const { NODE_ENV: _, ...settings } = production;
    const c = loadConfig({ DATABASE_URL, ...settings });
    expect(c).toMatchObject({ NODE_ENV: "production", isProduction: true, seedDemo: false, apiDocs: false });
    expect(c.gateway.sandbox).toBe(false);
    expect(c.siteApiKeys).toEqual({});
  });

  it("runs development on DATABASE_URL only when NODE_ENV says so", () => {
    for (const NODE_ENV of ["development", "test"]) {
      const c = loadConfig({ DATABASE_URL, NODE_ENV });
      expect(c).toMatchObject({ NODE_ENV, isProduction: false, seedDemo: true });
      expect(c.gateway.sandbox).toBe(true);
    }
  });

  it("refuses the sandbox's published secret and a short one for a real gateway and in production", () => {
    expect(() => loadConfig({ ...production, PAYMENT_SECRET_KEY: SANDBOX_SECRET_KEY })).toThrow(
      /PAYMENT_SECRET_KEY: this is the sandbox's published key/,
    );
    const { NODE_ENV: _, SMTP_URL: __, ...gateway } = production;
    expect(() => loadConfig({ ...gateway, PAYMENT_SECRET_KEY: SANDBOX_SECRET_KEY })).toThrow(/sandbox's published key/);
    const short = "k".repeat(MIN_PAYMENT_SECRET_BYTES - 1);
    expect(() => loadConfig({ ...production, PAYMENT_SECRET_KEY: short })).toThrow(
      /PAYMENT_SECRET_KEY: must be at least 32 bytes/,
    );
    expect(
      loadConfig({ ...production, PAYMENT_SECRET_KEY: "k".repeat(MIN_PAYMENT_SECRET_BYTES) }).gateway.secretKey,
    ).toBe("k".repeat(MIN_PAYMENT_SECRET_BYTES));
  });

  it("requires an https PUBLIC_URL in production, which the Secure cookie and the e-mailed links need", () => {
    const { PUBLIC_URL: _, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: "http://portal.example.ae" })).toThrow(/PUBLIC_URL/);
    expect(loadConfig(production).publicUrl).toBe("https://portal.example.ae");
  });

  it("requires SMTP_URL in production and refuses the demo sites' keys", () => {
    const { SMTP_URL: _, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ ...production, SITE_API_KEYS: DEMO_SITE_API_KEYS })).toThrow(
      /SITE_API_KEYS: the demo sites' keys are published/,
    );
    expect(loadConfig({ ...production, SITE_API_KEYS: "pa:a-real-pa-site-key-42" }).siteApiKeys).toEqual({
      pa: "a-real-pa-site-key-42",
    });
  });

  it("serves the API docs in production only when API_DOCS=true", () => {
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "false" }).apiDocs).toBe(false);
  });

  it("limits meeting links to the common meeting services unless MEETING_HOSTS says otherwise", () => {
    expect(loadConfig({}).meetingHosts).toEqual([...DEFAULT_MEETING_HOSTS]);
    expect(loadConfig({ MEETING_HOSTS: "Meet.Example.AE,zoom.us" }).meetingHosts).toEqual([
      "meet.example.ae",
      "zoom.us",
    ]);
    expect(() => loadConfig({ MEETING_HOSTS: "https://zoom.us" })).toThrow(/MEETING_HOSTS/);
  });

  it("gives each kind of customer mail a daily quota per partner", () => {
    expect(loadConfig({}).mailQuotas).toEqual({
      invitations: 100,
      video_calls: 30,
      payment_links: 50,
      quotations: 100,
      applicant_links: 100,
    });
    expect(loadConfig({ INVITATION_DAILY_LIMIT: "20" }).mailQuotas.invitations).toBe(20);
    expect(loadConfig({ APPLICANT_LINK_DAILY_LIMIT: "5" }).mailQuotas.applicant_links).toBe(5);
    expect(() => loadConfig({ VIDEO_CALL_DAILY_LIMIT: "0" })).toThrow(/VIDEO_CALL_DAILY_LIMIT/);
  });
});

describe("scale-out settings", () => {
  it("keeps files on disk unless a bucket is named, and then needs its region", () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(() => loadConfig({ S3_BUCKET: "pp-files" })).toThrow(/S3_REGION/);
    expect(loadConfig({ S3_BUCKET: "pp-files", S3_REGION: "me-central-1" }).objectStorage).toEqual({
      bucket: "pp-files",
      region: "me-central-1",
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: "pp-files",
        AWS_REGION: "me-central-1",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
      }).objectStorage,
    ).toMatchObject({ region: "me-central-1", endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_BUCKET/],
    [{ S3_BUCKET: "Not_A_Bucket", S3_REGION: "me-central-1" }, /S3_BUCKET/],
    [{ S3_BUCKET: "pp-files", S3_REGION: "middle east" }, /S3_REGION/],
    [{ METRICS_PORT: "3000" }, /METRICS_PORT/],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_CLAIM_SECONDS: "30" }, /MAIL_CLAIM_SECONDS/],
    [{ TEST_PAUSE_AT: "payment-accepted" }, /TEST_PAUSE_DIR/],
    [{ TEST_PAUSE_AT: "somewhere", TEST_PAUSE_DIR: "/tmp/x" }, /unknown point somewhere/],
  ])("refuses %o naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses the crash-test pause hook in production", () => {
    expect(() => loadConfig({ ...production, TEST_PAUSE_AT: "payment-accepted", TEST_PAUSE_DIR: "/tmp/x" })).toThrow(
      /TEST_PAUSE_AT: a test-only hook/,
    );
    expect(loadConfig({ TEST_PAUSE_AT: "payment-accepted,mail-claimed", TEST_PAUSE_DIR: "/tmp/x" }).testPause).toEqual({
      points: ["payment-accepted", "mail-claimed"],
      dir: "/tmp/x",
    });
  });
});
