import { type APIRequestContext, type BrowserContext, expect, type Page, request, test } from "@playwright/test";
import { harness } from "./fixtures";

/** Who signs in: a user id and a password, as the sign-in form takes them. */
export type Credentials = { userId: string; password: string };

/**
 * An API client of its own, signed in through POST /api/auth/login exactly as the sign-in page signs in: the session
 * cookie the server sets stays in the client's cookie jar. For state a whole worker builds and tests only read.
 */
export async function signedInApi(user: Credentials): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: portalAddress() });
  await signInThroughApi(api, user);
  return api;
}

/**
 * The portal the running project's pages open: its `baseURL` (the single server's, or the cluster's balancer, whose
 * config sets its own), else the single-server harness's.
 */
function portalAddress(): string {
  let configured: string | undefined;
  try {
    configured = test.info().project.use.baseURL;
  } catch {
    // Called outside a test (a worker's set-up): the single-server harness's address.
  }
  return configured ?? harness().baseURL;
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

type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/**
 * This worker's session of each user, signed in once through the API: a sign-in hashes the password (argon2id, tens
 * of milliseconds of a core, far more on a loaded machine), and a session may serve any number of browsers at once
 * (the server keeps no limit per partner; it ends after 30 idle minutes or 12 hours, longer than any run). A test
 * that ends its session (sign-out, "sign out everywhere", a second factor switched on) signs in with its own, through
 * the form, as the sign-in specs do.
 */
const workerSessions = new Map<string, Promise<SessionCookies>>();

async function newSessionCookies(user: Credentials): Promise<SessionCookies> {
  const api = await signedInApi(user);
  try {
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

function workerSession(user: Credentials, fresh = false): Promise<SessionCookies> {
  let session = workerSessions.get(user.userId);
  if (!session || fresh) {
    session = newSessionCookies(user);
    workerSessions.set(user.userId, session);
    // A failed sign-in is not kept: the next test tries again and shows its own error.
    session.catch(() => workerSessions.delete(user.userId));
  }
  return session;
}

/**
 * Gives the browser a session without going through the sign-in form (for journeys that are not about signing in):
 * the worker's session of `user` goes into the page's cookie jar, and the partner details the sign-in page keeps in
 * session storage (apps/web/src/shell/storage.ts; the shell's guard reads them) are put there from GET /api/session,
 * which also proves the session is live (one ended by an earlier test is replaced). The page then stands on the
 * portal's origin, on the health answer, ready for `page.goto` to where the test starts.
 */
export async function signInPage(page: Page, user: Credentials) {
  let details = await sessionDetails(page, await workerSession(user));
  if (details === undefined) details = await sessionDetails(page, await workerSession(user, true));
  expect(details, `a live session of ${user.userId}`).toBeDefined();
  // Session storage belongs to an origin in a tab: any same-origin address will do, the smallest is the health check.
  await page.goto("/api/health");
  await page.evaluate((partner) => sessionStorage.setItem("PartnerDetails", partner), details!);
}

/** The partner details of the session in `cookies`, once they are the page's; undefined if it has ended. */
async function sessionDetails(page: Page, cookies: SessionCookies) {
  await page.context().addCookies(cookies);
  const session = await page.request.get("/api/session");
  return session.status() === 200 ? session.text() : undefined;
}
