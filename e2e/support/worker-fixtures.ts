import type { APIRequestContext } from "@playwright/test";
import { signedInApi } from "./api-session";
import { test as base, DEMO } from "./fixtures";

/**
 * Fixtures a whole worker shares: an API client signed in as agent.all, for state that tests build once per worker
 * and then only read (a spec adds its own worker fixtures on top with `test.extend`, `{ scope: "worker" }`).
 */
export const test = base.extend<object, { agentApi: APIRequestContext }>({
  agentApi: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature takes the fixtures it needs first.
    async ({}, use) => {
      const api = await signedInApi(DEMO.all);
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
});
