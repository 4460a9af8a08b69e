import { describe, expect, it } from "vitest";
import { type CachedSession, SessionCache } from "../../../../src/modules/identity/auth/session-cache";
import { decodeSessionNotice } from "../../../../src/modules/identity/auth/session-invalidation";

const entry = (partnerId: number): CachedSession => ({
  publicId: `p${partnerId}`,
  stage: "full",
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + 3_600_000),
  partner: { id: partnerId } as CachedSession["partner"],
  user: { id: partnerId } as CachedSession["user"],
});

const listening = (ttlMs = 5000, max = 10_000) => {
  const cache = new SessionCache(ttlMs, max);
  cache.setListening(true);
  return cache;
};

describe("SessionCache", () => {
  it("serves nothing until it listens for invalidations, and forgets everything when it stops", () => {
    const cache = new SessionCache(5000);
    cache.set("a", entry(1), cache.readStarted());
    expect(cache.get("a")).toBeUndefined();
    cache.setListening(true);
    cache.set("a", entry(1), cache.readStarted());
    expect(cache.get("a")).toBeDefined();
    cache.setListening(false);
    expect(cache.get("a")).toBeUndefined();
  });

  it("serves a copy for its time to live only", () => {
    const cache = listening(5000);
    cache.set("a", entry(1), cache.readStarted(), 1000);
    expect(cache.get("a", 5999)).toBeDefined();
    expect(cache.get("a", 6000)).toBeUndefined();
  });

  it("does not keep what a read returned when an invalidation came while it ran", () => {
    const cache = listening();
    const generation = cache.readStarted();
    cache.apply({ sessionId: "other" });
    cache.set("a", entry(1), generation);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops one session, or every session of a partner", () => {
    const cache = listening();
    for (const [id, partner] of [
      ["a", 1],
      ["b", 1],
      ["c", 2],
    ] as const)
      cache.set(id, entry(partner), cache.readStarted());
    cache.apply({ sessionId: "c" });
    expect(cache.get("c")).toBeUndefined();
    cache.apply({ partnerId: 1 });
    expect(cache.size).toBe(0);
  });

  it("holds at most its bound, dropping the oldest", () => {
    const cache = listening(5000, 2);
    for (const id of ["a", "b", "c"]) cache.set(id, entry(1), cache.readStarted());
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it("reads only the invalidations it knows from a notification, their sender's tag, and confirmations", () => {
    expect(decodeSessionNotice(`s:${"ab".repeat(32)}#a1.7`)).toEqual({
      kind: "invalidation",
      invalidation: { sessionId: "ab".repeat(32) },
      tag: "a1.7",
    });
    expect(decodeSessionNotice("p:42")).toEqual({ kind: "invalidation", invalidation: { partnerId: 42 }, tag: "" });
    expect(decodeSessionNotice("a:#a1.7")).toEqual({ kind: "confirmation", tag: "a1.7" });
    for (const junk of ["", "s:xyz", "p:0", "p:-1", "x:1#t", `s:${"AB".repeat(32)}`, "a:", "a:1#t"]) {
      expect(decodeSessionNotice(junk).kind).toBe("unknown");
    }
  });
});
