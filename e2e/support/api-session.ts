import { type APIRequestContext, expect, type Page, request } from "@playwright/test";
import { harness } from "./fixtures";

/** Who signs in: a user id and a password, as the sign-in form takes them. */
export type Credentials = { userId: string; password: string };

/**
 * An API client of its own, signed in through POST /api/auth/login exactly as the sign-in page signs in: the session
 * cookie the server sets stays in the client's cookie jar. For state a whole worker builds and tests only read.
 */
export async function signedInApi(user: Credentials): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: harness().baseURL });
  await signInThroughApi(api, user);
  return api;
}

/** Signs `api` in through the sign-in endpoint; its answer carries the partner details the browser keeps. */
export async function signInThroughApi(api: APIRequestContext, user: Credentials) {
  const answer = await api.post("/api/auth/login", { data: { userId: user.userId, password: user.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { next: string };
  // A user with a second factor is signed in by the form (two-factor.spec.ts); set-up uses the ones without.
  expect(body.next, "a sign-in without a second step").toBe("done");
  return body;
}

/**
 * Gives the browser a session without going through the sign-in form (for journeys that are not about signing in):
 * the page's own request client signs in, so the session cookie lands in the browser's jar, and the partner details
 * the sign-in page keeps in session storage (apps/web/src/shell/storage.ts; the shell's guard reads them) are put
 * there. The page then stands on the portal's origin, on the health answer, ready for `page.goto`.
 */
export async function signInPage(page: Page, user: Credentials) {
  await signInThroughApi(page.request, user);
  const session = await page.request.get("/api/session");
  expect(session.status()).toBe(200);
  const details = await session.text();
  // Session storage belongs to an origin in a tab: any same-origin address will do, the smallest is the health check.
  await page.goto("/api/health");
  await page.evaluate((partner) => sessionStorage.setItem("PartnerDetails", partner), details);
}
