import { describe, expect, it } from "vitest";
import { clientKey } from "../../src/http/client-address";
import { parseTrustProxy } from "../../src/http/trust-proxy";
import { createTestApp } from "../support/test-app";

describe("clientKey", () => {
  it("counts an IPv4 client by its address, also when it arrives IPv4-mapped", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const a = clientKey("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(a);
  });

  it("puts anything unreadable under one key instead of one key per junk value", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("not-an-ip")).toBe("unknown");
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["false", 0],
    ["0", 0],
    ["2", 2],
    ["10.0.0.0/8, 192.168.1.5", ["10.0.0.0/8", "192.168.1.5"]],
  ])("%s is read as %j", (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value });
  });

  it.each(["true", "0.0.0.0/0", "::/0", "11", "proxy.example.com"])(
    "refuses %s, which trusts every hop or is no address",
    (raw) => {
      expect(parseTrustProxy(raw).ok).toBe(false);
    },
  );

  async function ipSeenBehind(trustProxy: string | undefined, forwardedFor: string) {
    const t = await createTestApp(trustProxy ? { TRUST_PROXY: trustProxy } : {});
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-forwarded-for": forwardedFor },
        remoteAddress: "10.0.0.2",
      });
      const seen = JSON.parse(t.logs.find((l) => l.includes('"url":"/api/health"')) ?? "{}").req?.ip ?? "";
      expect(res.statusCode).toBe(200);
      return seen;
    } finally {
      await t.close();
    }
  }

  // The client forged 198.51.100.1; the load balancer appended the address it really saw. Each case boots an app of
  // its own (a fresh database), which takes seconds on a loaded machine, so each is a test with its own time limit.
  it.each([
    ["1", "203.0.113.9"],
    ["10.0.0.0/8", "203.0.113.9"],
    [undefined, "10.0.0.2"],
  ])("behind TRUST_PROXY=%s believes %s, never an address the client wrote", async (trustProxy, seen) => {
    expect(await ipSeenBehind(trustProxy, "198.51.100.1, 203.0.113.9")).toBe(seen);
  });
});
