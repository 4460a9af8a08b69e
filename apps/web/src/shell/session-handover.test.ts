import type { PartnerDetails } from "@pp/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";

const partner = (id: string) => ({ user_id: id }) as unknown as PartnerDetails;

// A fresh module per test: the hand-over is the app's one.
let handover: typeof import("./session-handover");
beforeEach(async () => {
  vi.resetModules();
  handover = await import("./session-handover");
});

describe("a sign-in's partner handed to the query cache", () => {
  it("waits for the cache that loads with the first signed-in screen", () => {
    handover.handOverSession(partner("first"));
    const receive = vi.fn();
    handover.receiveSessions(receive);
    expect(receive).toHaveBeenCalledExactlyOnceWith(partner("first"));
  });

  it("goes straight to a cache already loaded, and only once", () => {
    const receive = vi.fn();
    handover.receiveSessions(receive);
    expect(receive).not.toHaveBeenCalled();
    handover.handOverSession(partner("again"));
    expect(receive).toHaveBeenCalledExactlyOnceWith(partner("again"));
  });
});
