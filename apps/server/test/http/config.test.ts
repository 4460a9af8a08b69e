import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

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

  const production = {
    NODE_ENV: "production",
    PAYMENT_GATEWAY_URL: "https://secureacceptance.example.com/pay",
    PAYMENT_SECRET_KEY: "a-real-secret-key-from-the-gateway",
    PAYMENT_PROFILE_ID: "REAL-PROFILE",
    PAYMENT_ACCESS_KEY: "real-access-key",
    TWO_FACTOR_KEY: "6f".repeat(32),
  };

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
});
