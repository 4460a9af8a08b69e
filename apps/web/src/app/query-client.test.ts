import type { PartnerDetails } from "@pp/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "../shell/api/session-query-key";

const partner = (id: string) => ({ user_id: id }) as unknown as PartnerDetails;

// Fresh modules per test: the cache and the hand-over are each the app's one.
let handover: typeof import("../shell/session-handover");
let queries: typeof import("./query-client");
beforeEach(async () => {
  vi.resetModules();
  handover = await import("../shell/session-handover");
  queries = await import("./query-client");
});

describe("the app's one query cache", () => {
  it("is made once, and holds the partner a sign-in handed over before it loaded", () => {
    handover.handOverSession(partner("before"));
    const client = queries.appQueryClient();
    expect(queries.appQueryClient()).toBe(client);
    expect(client.getQueryData(sessionQueryKey)).toEqual(partner("before"));
  });

  it("takes the partner of a sign-in after it loaded (a second sign-in after a sign-out)", () => {
    const client = queries.appQueryClient();
    client.clear();
    handover.handOverSession(partner("again"));
    expect(client.getQueryData(sessionQueryKey)).toEqual(partner("again"));
  });
});
