import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

/** What production needs at the least: a real gateway's four settings. */
const production = {
  NODE_ENV: "production",
  PAYMENT_GATEWAY_URL: "https://secureacceptance.example.com/pay",
  PAYMENT_SECRET_KEY: "a-real-secret-key-from-the-gateway",
  PAYMENT_PROFILE_ID: "REAL-PROFILE",
  PAYMENT_ACCESS_KEY: "real-access-key",
};

describe("loadConfig", () => {
  it("uses the embedded defaults", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.seedDemo).toBe(true);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://mail"],
    ["NODE_ENV", "staging"],
    ["CONTACT_EMAIL", "not-an-email"],
  ])("stops with a message naming %s when it is bad", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

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
