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
});
