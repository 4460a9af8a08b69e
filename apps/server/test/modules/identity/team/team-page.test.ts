import { addDays, PARTNER_API, TEAM_MESSAGES } from "@pp/domain";
import { and, desc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../src/app";
import {
  auditLog,
  mailOutbox,
  partnerUserInvitations,
  partnerUsers,
  policies,
  quotations,
} from "../../../../src/db/schema";
import {
  addPartner,
  addPartnerUser,
  addUserToPartner,
  setPartnerUserDisabled,
} from "../../../../src/modules/identity/partners/partner-admin";
import {
  activeOwnerCount,
  findUserByUserId,
  type PartnerUser,
} from "../../../../src/modules/identity/partners/partner-user-repository";
import { insertIssuedPolicy } from "../../../../src/modules/policy/policies/seeded-policy-repository";
import { hashToken } from "../../../../src/security/tokens";
import { insuredPerson } from "../../../support/insured-person";
import { capturingTransport, drainOutbox } from "../../../support/outbox";
import { createQuotationAs, today, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, sessionCookieOf, sessionHeader, signInAs, type TestApp } from "../../../support/test-app";
import { passwordStep, secondStep, totpCode } from "../../../support/two-factor";

/*
 * Decision 060: the team page. An owner invites, changes, disables, re-enables, resets the second factor of and hands
 * over the work of the partner's users; nobody else may, nothing reaches another partner's users, the invitation link
 * is single use even when raced, and the partner always keeps an active owner, even when two owners act at once.
 */
const OWNER_PASSWORD = "Marina#Towers2026";
const USER_PASSWORD = "Desert#Falcon2027";
const JOIN_PASSWORD = "Quiet#Harbour2031";

let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let other: Awaited<ReturnType<typeof buildApp>>;
let partnerA: number;
let ownerA: PartnerUser;
let ownerASession: string;
let ownerBSession: string;
let userOfB: PartnerUser;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, storage: t.storage });
  await other.ready();
  partnerA = (
    await addPartner(t.db, {
      userId: "tp.owner",
      name: "Team Page Brokers",
      email: "owner@tp.example.test",
      password: OWNER_PASSWORD,
      flags: ["basic", "enhanced", "invitations"],
    })
  ).id;
  ownerA = (await findUserByUserId(t.db, "tp.owner"))!.user;
  const partnerB = await addPartner(t.db, {
    userId: "tp.b.owner",
    name: "Other Brokers",
    email: "owner@tp-b.example.test",
    password: OWNER_PASSWORD,
    flags: ["basic"],
  });
  userOfB = await addPartnerUser(t.db, partnerB.id, {
    userId: "tp.b.agent",
    name: "B Agent",
    email: "agent@tp-b.example.test",
    password: USER_PASSWORD,
    teamRole: "agent",
    flags: ["basic"],
  });
  ownerASession = await signInAs(t, "tp.owner", OWNER_PASSWORD);
  ownerBSession = await signInAs(t, "tp.b.owner", OWNER_PASSWORD);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (session: string | null, method: Method, url: string, payload?: object, app = t.app) =>
  app.inject({ method, url, payload, headers: session ? sessionHeader(t, session) : {} });

let people = 0;
/** An invitation's body for a new person of partner A. */
const person = (over: Record<string, unknown> = {}) => {
  const n = ++people;
  return {
    userId: `TP.Person.${n}`,
    name: `Person ${n}`,
    email: `person${n}@tp.example.test`,
    teamRole: "agent",
    teamId: null,
    flags: ["basic"],
    ...over,
  };
};

/** A user of partner A made by the operator's command (no invitation, no second factor), signed in. */
async function userOfA(teamRole: "manager" | "agent" | "back_office" = "agent", teamId: number | null = null) {
  const p = person();
  const user = await addPartnerUser(t.db, partnerA, {
    userId: p.userId,
    name: p.name,
    email: p.email,
    password: USER_PASSWORD,
    teamRole,
    teamId,
    flags: ["basic"],
  });
  return { user, session: await signInAs(t, user.userId, USER_PASSWORD) };
}

/** The token of the latest invitation mailed to `email`, as the invitee's link carries it. */
async function linkTokenFor(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(like(mailOutbox.idempotencyKey, "team-invitation:%"), eq(mailOutbox.toAddress, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/join-team\?token=([\w-]+)/.exec(mail?.textBody ?? "")?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

const accept = (token: string, payload: object = {}, session: string | null = null, app = t.app) =>
  call(session, "POST", "/api/team-invitations/accept", { token, password: JOIN_PASSWORD, ...payload }, app);

/** Invites a person as partner A's owner and answers the link's token. */
async function invited(over: Record<string, unknown> = {}) {
  const body = person(over);
  const res = await call(ownerASession, "POST", "/api/team/invitations", body);
  expect(res.statusCode, res.body).toBe(201);
  return { body, token: await linkTokenFor(body.email as string) };
}

/** A renewal of the policy started from the shell by a signed-in user, its members kept: its quotation's row. */
async function renewalStartedBy(session: string, policy: { id: number; policyNo: string }) {
  const started = await call(session, "POST", "/api/renewals/partner-start", { policyNo: policy.policyNo });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = [...started.cookies.map((c) => `${c.name}=${c.value}`), sessionHeader(t, session).cookie].join("; ");
  const details = await t.app.inject({ url: "/api/renewals/current", headers: { cookie } });
  const memberIds = details.json().members.map((m: { id: number }) => m.id);
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/renewals/current",
    payload: { memberIds },
    headers: { cookie },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [renewal] = await t.db.select().from(quotations).where(eq(quotations.parentPolicyId, policy.id));
  return renewal!;
}

/** The set-up of the second factor a session waiting for it does, as the set-up page does: the signed-in session. */
async function enrol(pending: string) {
  const start = await call(pending, "POST", "/api/account/two-factor/enrolment");
  expect(start.statusCode, start.body).toBe(200);
  const secret = String(start.json().secret).replaceAll(" ", "");
  const confirm = await call(pending, "POST", "/api/account/two-factor/enrolment/confirm", { code: totpCode(secret) });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, session: sessionCookieOf(confirm), partner: confirm.json().partner };
}

const auditOf = (event: string, subjectId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.event, event), eq(auditLog.partnerId, partnerA), eq(auditLog.subjectId, String(subjectId))));

describe("an invitation", () => {
  it("mails a single-use link, stored hashed, with which the invitee sets a password and a second factor and signs in", async () => {
    const team = await call(ownerASession, "POST", "/api/team/teams", { name: "Abu Dhabi" });
    expect(team.statusCode, team.body).toBe(201);
    const { body, token } = await invited({ teamId: team.json().id, flags: ["basic", "invitations"] });
    // Only the token's hash is kept; the mail has Arabic for every text.
    const [row] = await t.db.select().from(partnerUserInvitations).where(eq(partnerUserInvitations.email, body.email));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    await drainOutbox(t.db, capturingTransport());

    const preview = await call(null, "POST", "/api/team-invitations/open", { token });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      partnerName: "Team Page Brokers",
      name: body.name,
      userId: String(body.userId).toLowerCase(),
      teamRole: "agent",
    });

    // A common password is refused, and the link still works after it.
    const weak = await accept(token, { password: "password1234" });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fieldErrors)).toEqual(["password"]);

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ next: "enrolment" });
    const pending = sessionCookieOf(accepted);
    // The browser may only set up the second factor: nothing else opens yet.
    expect((await call(pending, "GET", PARTNER_API.session)).statusCode).toBe(401);
    const { secret, session, partner } = await enrol(pending);
    expect(partner).toMatchObject({ partner_sno: partnerA, team_role: "agent", user_name: body.name });
    expect((await call(session, "GET", PARTNER_API.session)).json()).toMatchObject({
      partner_userid: String(body.userId).toLowerCase(),
      basic_allowed: true,
      invitations_allowed: true,
      enhanced_allowed: false,
    });

    // From now on their password leads to the second factor, though the portal does not require one of everyone.
    const step = await passwordStep(t, String(body.userId), JOIN_PASSWORD);
    expect(step.next).toBe("second_factor");
    expect((await secondStep(t, step.pending, totpCode(secret, Date.now() + 30_000))).statusCode).toBe(200);

    // The page lists them, in their team, with the second factor on; the invitation no longer waits.
    const overview = (await call(ownerASession, "GET", "/api/team")).json();
    expect(overview.users).toContainEqual(
      expect.objectContaining({
        userId: String(body.userId).toLowerCase(),
        teamId: team.json().id,
        teamRole: "agent",
        twoFactor: true,
        disabled: false,
        lastSignInAt: expect.any(String),
        you: false,
      }),
    );
    expect(overview.invitations.map((i: { email: string }) => i.email)).not.toContain(body.email);
    expect(overview.activity.slice(0, 3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "team_invitation_accepted", actor: body.name }),
        expect.objectContaining({ event: "user_invited", actor: "Team Page Brokers" }),
      ]),
    );
  });

  it("used again says it was accepted, on either instance", async () => {
    const { token } = await invited();
    expect((await accept(token)).statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const again = await accept(token, { password: "Another#Harbour2032" }, null, app);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(TEAM_MESSAGES.invitationUsed);
      const opened = await call(null, "POST", "/api/team-invitations/open", { token }, app);
      expect(opened.json().message).toBe(TEAM_MESSAGES.invitationUsed);
    }
  });

  it("raced from two instances at once makes exactly one user", async () => {
    const { body, token } = await invited();
    const answers = await Promise.all([
      accept(token, { password: "First#Harbour2031" }),
      accept(token, { password: "Second#Harbour2031" }, null, other),
      accept(token, { password: "Third#Harbour2031" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const made = await t.db
      .select()
      .from(partnerUsers)
      .where(eq(partnerUsers.userId, String(body.userId).toLowerCase()));
    expect(made).toHaveLength(1);
  });

  it("is refused once expired or cancelled, and a made-up link is not valid", async () => {
    const expiring = await invited();
    await t.db
      .update(partnerUserInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(partnerUserInvitations.tokenHash, hashToken(expiring.token)));
    const late = await accept(expiring.token);
    expect([late.statusCode, late.json().message]).toEqual([410, TEAM_MESSAGES.invitationExpired]);

    const cancelling = await invited();
    const [row] = await t.db
      .select()
      .from(partnerUserInvitations)
      .where(eq(partnerUserInvitations.tokenHash, hashToken(cancelling.token)));
    // Another partner's owner cannot cancel it: it is not theirs.
    expect((await call(ownerBSession, "DELETE", `/api/team/invitations/${row!.id}`)).statusCode).toBe(404);
    expect((await call(ownerASession, "DELETE", `/api/team/invitations/${row!.id}`)).statusCode).toBe(204);
    expect((await call(ownerASession, "DELETE", `/api/team/invitations/${row!.id}`)).statusCode).toBe(409);
    const cancelled = await accept(cancelling.token);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([410, TEAM_MESSAGES.invitationCancelled]);

    const madeUp = await accept("a-link-nobody-was-ever-sent-0123456789");
    expect([madeUp.statusCode, madeUp.json().message]).toEqual([404, TEAM_MESSAGES.invitationInvalid]);
    // The e-mail can be invited again once the first invitation is cancelled.
    expect((await call(ownerASession, "POST", "/api/team/invitations", cancelling.body)).statusCode).toBe(201);
  });

  it("of partner A makes a user of partner A only, whoever is signed in where it is accepted", async () => {
    const { body, token } = await invited();
    // A role or a partner riding along in the body is refused outright.
    for (const extra of [{ teamRole: "owner" }, { partnerId: 999 }, { partner_sno: 999 }]) {
      expect((await accept(token, extra)).statusCode).toBe(400);
    }
    const accepted = await accept(token, {}, ownerBSession);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const made = (await findUserByUserId(t.db, String(body.userId)))!;
    expect(made.partner.id).toBe(partnerA);
    expect(made.user.teamRole).toBe("agent");
    // The browser's earlier session (partner B's owner) ended there.
    expect((await call(ownerBSession, "GET", PARTNER_API.session)).statusCode).toBe(401);
    ownerBSession = await signInAs(t, "tp.b.owner", OWNER_PASSWORD);
  });

  it("is refused for a sign-in id or an e-mail in use, an owner's role, products or a team not the partner's, and junk", async () => {
    const invite = (over: Record<string, unknown>) =>
      call(ownerASession, "POST", "/api/team/invitations", person(over));
    const refused = async (over: Record<string, unknown>, status: number, message?: string) => {
      const res = await invite(over);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    };
    await refused({ userId: "TP.B.Agent" }, 409, TEAM_MESSAGES.userIdTaken("tp.b.agent"));
    await refused({ userId: "tp.owner" }, 409, TEAM_MESSAGES.userIdTaken("tp.owner"));
    await refused({ email: "Agent@TP-B.example.test" }, 409, TEAM_MESSAGES.emailTaken("agent@tp-b.example.test"));
    // A sign-in id kept for a waiting invitation, another partner's included, is in use too.
    const waiting = person();
    expect((await call(ownerBSession, "POST", "/api/team/invitations", waiting)).statusCode).toBe(201);
    await refused({ userId: waiting.userId }, 409);
    await refused({ email: waiting.email.toUpperCase() }, 201);
    const same = person();
    expect((await call(ownerASession, "POST", "/api/team/invitations", same)).statusCode).toBe(201);
    await refused({ email: same.email }, 409, TEAM_MESSAGES.invitationWaiting(same.email));
    await refused({ teamRole: "owner" }, 400);
    await refused({ flags: ["pa"] }, 400, TEAM_MESSAGES.flagsBeyondPartner);
    const teamOfB = (await call(ownerBSession, "POST", "/api/team/teams", { name: "B Team" })).json();
    await refused({ teamId: teamOfB.id }, 400, TEAM_MESSAGES.chooseYourTeam);
    await refused({ email: "not-an-address" }, 400);
    await refused({ userId: "no spaces allowed" }, 400);
    await refused({ name: "x".repeat(500) }, 400);
    await refused({ partnerId: partnerA }, 400);
  });
});

describe("who may manage the team", () => {
  it("is an owner only: a manager, an agent and the back office get 403 on every endpoint, a stranger 401", async () => {
    const { user: target } = await userOfA();
    const attempts: [Method, string, object?][] = [
      ["GET", "/api/team"],
      ["POST", "/api/team/teams", { name: "Mine" }],
      ["POST", "/api/team/invitations", person()],
      ["PUT", `/api/team/users/${target.id}`, { teamRole: "owner", teamId: null, flags: ["basic"] }],
      ["POST", `/api/team/users/${target.id}/disable`],
      ["POST", `/api/team/users/${target.id}/enable`],
      ["POST", `/api/team/users/${target.id}/reset-two-factor`],
      ["POST", `/api/team/users/${target.id}/hand-over`, { toUserId: ownerA.id }],
      ["DELETE", "/api/team/invitations/1"],
    ];
    for (const role of ["manager", "agent", "back_office"] as const) {
      const { user, session } = await userOfA(role);
      for (const [method, url, payload] of attempts) {
        const res = await call(session, method, url, payload);
        expect([role, url, res.statusCode]).toEqual([role, url, 403]);
        expect(res.json().message).toBe(TEAM_MESSAGES.ownersOnly);
      }
      // Not even their own role.
      const own = await call(session, "PUT", `/api/team/users/${user.id}`, {
        teamRole: "owner",
        teamId: null,
        flags: ["basic"],
      });
      expect(own.statusCode).toBe(403);
      expect((await findUserByUserId(t.db, user.userId))!.user.teamRole).toBe(role);
    }
    for (const [method, url, payload] of attempts)
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    const underwriter = await signInAs(t, "underwriter");
    expect((await call(underwriter, "GET", "/api/team")).statusCode).toBe(403);
  });

  it("cannot reach another partner's users: every action on them answers 404, as a user that does not exist", async () => {
    const { user: ofA } = await userOfA();
    for (const [method, url, payload] of [
      ["PUT", `/api/team/users/${userOfB.id}`, { teamRole: "manager", teamId: null, flags: ["basic"] }],
      ["POST", `/api/team/users/${userOfB.id}/disable`],
      ["POST", `/api/team/users/${userOfB.id}/enable`],
      ["POST", `/api/team/users/${userOfB.id}/reset-two-factor`],
      ["POST", `/api/team/users/${userOfB.id}/hand-over`, { toUserId: ofA.id }],
      ["POST", `/api/team/users/${ofA.id}/hand-over`, { toUserId: userOfB.id }],
      ["POST", "/api/team/users/2147483647/disable"],
    ] as [Method, string, object?][]) {
      const res = await call(ownerASession, method, url, payload);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json().message).toBe(TEAM_MESSAGES.userNotFound);
    }
    expect((await findUserByUserId(t.db, userOfB.userId))!.user).toMatchObject({ teamRole: "agent", disabledAt: null });
    expect((await call(ownerASession, "GET", "/api/team")).json().users.map((u: { id: number }) => u.id)).not.toContain(
      userOfB.id,
    );
  });

  it("refuses junk: an id that is not a number, an unknown role, a field too many", async () => {
    const { user } = await userOfA();
    for (const [method, url, payload] of [
      ["POST", "/api/team/users/abc/disable"],
      ["POST", "/api/team/users/0/disable"],
      ["PUT", `/api/team/users/${user.id}`, { teamRole: "boss", teamId: null, flags: [] }],
      ["PUT", `/api/team/users/${user.id}`, { teamRole: "agent", teamId: null, flags: ["yachts"] }],
      ["PUT", `/api/team/users/${user.id}`, { teamRole: "agent", teamId: null, flags: [], partnerId: 2 }],
      ["POST", `/api/team/users/${user.id}/hand-over`, { toUserId: "everyone" }],
      ["POST", "/api/team/teams", { name: "" }],
    ] as [Method, string, object?][]) {
      expect([url, (await call(ownerASession, method, url, payload)).statusCode]).toEqual([url, 400]);
    }
  });
});

describe("a role never rises through another endpoint's body", () => {
  it("is kept when the language, the sign-in or an invitation's acceptance carries a role", async () => {
    const { user, session } = await userOfA();
    const language = await call(session, "PUT", "/api/account/language", {
      language: "ar",
      teamRole: "owner",
      team_role: "owner",
    });
    expect([200, 204, 400]).toContain(language.statusCode);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: user.userId, password: USER_PASSWORD, teamRole: "owner", team_role: "owner" },
    });
    expect([200, 400]).toContain(login.statusCode);
    if (login.statusCode === 200) expect(login.json().partner.team_role).toBe("agent");
    expect((await call(session, "GET", PARTNER_API.session)).json().team_role).toBe("agent");
    expect((await findUserByUserId(t.db, user.userId))!.user.teamRole).toBe("agent");
    expect((await call(session, "GET", "/api/team")).statusCode).toBe(403);
  });
});

describe("changing a user", () => {
  it("sets their role, team and products, which their open session follows at once on every instance", async () => {
    const { user, session } = await userOfA();
    const team = (await call(ownerASession, "POST", "/api/team/teams", { name: "Dubai Marina" })).json();
    expect((await call(session, "GET", PARTNER_API.session, undefined, other)).json().team_role).toBe("agent");
    const changed = await call(ownerASession, "PUT", `/api/team/users/${user.id}`, {
      teamRole: "manager",
      teamId: team.id,
      flags: ["basic", "enhanced"],
    });
    expect(changed.statusCode, changed.body).toBe(204);
    for (const app of [t.app, other]) {
      expect((await call(session, "GET", PARTNER_API.session, undefined, app)).json()).toMatchObject({
        team_role: "manager",
        enhanced_allowed: true,
      });
    }
    expect((await call(ownerASession, "POST", "/api/team/teams", { name: "Dubai Marina" })).statusCode).toBe(409);
    const [audit] = await auditOf("user_changed", user.id);
    expect(audit).toMatchObject({ actingUserId: ownerA.id, userId: user.userId });
    expect(audit!.details).toMatchObject({ before: { teamRole: "agent" }, after: { teamRole: "manager" } });
  });

  it("refuses products the partner lacks and another partner's team", async () => {
    const { user } = await userOfA();
    const beyond = await call(ownerASession, "PUT", `/api/team/users/${user.id}`, {
      teamRole: "agent",
      teamId: null,
      flags: ["pa"],
    });
    expect([beyond.statusCode, beyond.json().message]).toEqual([400, TEAM_MESSAGES.flagsBeyondPartner]);
  });
});

describe("disabling and re-enabling", () => {
  it("ends every session of the user at once on every instance, refuses their sign-in, and lets them back in", async () => {
    const { user, session } = await userOfA();
    const second = await signInAs(t, user.userId, USER_PASSWORD);
    expect((await call(second, "GET", PARTNER_API.session, undefined, other)).statusCode).toBe(200);
    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/disable`)).statusCode).toBe(204);
    expect((await call(session, "GET", PARTNER_API.session)).statusCode).toBe(401);
    expect((await call(second, "GET", PARTNER_API.session, undefined, other)).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: user.userId, password: USER_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);
    expect((await call(ownerASession, "GET", "/api/team")).json().users).toContainEqual(
      expect.objectContaining({ id: user.id, disabled: true }),
    );

    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/enable`)).statusCode).toBe(204);
    expect((await call(session, "GET", PARTNER_API.session)).statusCode).toBe(401);
    expect(await signInAs(t, user.userId, USER_PASSWORD)).toEqual(expect.any(String));
    const events = (await auditOf("user_disabled", user.id)).concat(await auditOf("user_enabled", user.id));
    expect(events.map((e) => e.actingUserId)).toEqual([ownerA.id, ownerA.id]);
  });

  it("of oneself is refused", async () => {
    const res = await call(ownerASession, "POST", `/api/team/users/${ownerA.id}/disable`);
    expect([res.statusCode, res.json().message]).toEqual([400, TEAM_MESSAGES.notYourself]);
  });
});

describe("resetting a second factor", () => {
  it("removes it, ends their sessions, and has them set it up again at the next sign-in", async () => {
    const { token, body } = await invited();
    const { session } = await enrol(sessionCookieOf(await accept(token)));
    const user = (await findUserByUserId(t.db, String(body.userId)))!.user;
    const reset = await call(ownerASession, "POST", `/api/team/users/${user.id}/reset-two-factor`);
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await call(session, "GET", PARTNER_API.session)).statusCode).toBe(401);
    expect((await call(ownerASession, "GET", "/api/team")).json().users).toContainEqual(
      expect.objectContaining({ id: user.id, twoFactor: false }),
    );
    const step = await passwordStep(t, user.userId, JOIN_PASSWORD);
    expect(step.next).toBe("enrolment");
    expect((await enrol(step.pending)).partner.team_role).toBe("agent");
    const [audit] = await auditOf("two_factor_reset", user.id);
    expect(audit).toMatchObject({ actingUserId: ownerA.id, details: { by: "owner", hadSecondFactor: true } });
    const own = await call(ownerASession, "POST", `/api/team/users/${ownerA.id}/reset-two-factor`);
    expect(own.statusCode).toBe(400);
  });
});

describe("telling the user what an owner changed", () => {
  /** The mails of team changes written to `email`, oldest first. */
  const toldTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.idempotencyKey, "team-change:%"), eq(mailOutbox.toAddress, email)))
      .orderBy(mailOutbox.id);
  const latestAudit = async (event: string, id: number) => (await auditOf(event, id)).at(-1)!;

  it("mails them each change, in both languages, keyed by its audit row, with what changed and what to do", async () => {
    const { user } = await userOfA();
    const team = (await call(ownerASession, "POST", "/api/team/teams", { name: "Jumeirah Desk" })).json();
    const put = (body: object) => call(ownerASession, "PUT", `/api/team/users/${user.id}`, body);
    expect((await put({ teamRole: "manager", teamId: team.id, flags: ["basic", "enhanced"] })).statusCode).toBe(204);
    const [changed, ...none] = await toldTo(user.email);
    expect(none).toEqual([]);
    expect(changed).toMatchObject({
      idempotencyKey: `team-change:${(await latestAudit("user_changed", user.id)).id}`,
      subject: "Your role at Team Page Brokers changed",
    });
    for (const text of [
      `${ownerA.name} changed your role, team or products at Team Page Brokers`,
      "Your role was: Agent",
      "Your role now: Manager",
      "Your team was: No team",
      "Your team now: Jumeirah Desk",
      "Sell H+",
      "تغيّر دورك لدى",
    ])
      expect(changed!.textBody).toContain(text);

    // Saved unchanged (the products in another order): nothing written, nobody told.
    const audits = (await auditOf("user_changed", user.id)).length;
    expect((await put({ teamRole: "manager", teamId: team.id, flags: ["enhanced", "basic"] })).statusCode).toBe(204);
    expect(await toldTo(user.email)).toHaveLength(1);
    expect(await auditOf("user_changed", user.id)).toHaveLength(audits);

    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/disable`)).statusCode).toBe(204);
    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/disable`)).statusCode).toBe(204);
    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/enable`)).statusCode).toBe(204);
    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/enable`)).statusCode).toBe(204);
    expect((await call(ownerASession, "POST", `/api/team/users/${user.id}/reset-two-factor`)).statusCode).toBe(204);
    const [, disabled, enabled, reset, ...more] = await toldTo(user.email);
    expect(more).toEqual([]);
    expect([disabled!.idempotencyKey, enabled!.idempotencyKey, reset!.idempotencyKey]).toEqual([
      `team-change:${(await latestAudit("user_disabled", user.id)).id}`,
      `team-change:${(await latestAudit("user_enabled", user.id)).id}`,
      `team-change:${(await latestAudit("two_factor_reset", user.id)).id}`,
    ]);
    expect(disabled!.subject).toBe("Your access to Team Page Brokers was turned off");
    expect(disabled!.textBody).toContain("every session of yours has ended");
    expect(enabled!.subject).toBe("Your access to Team Page Brokers is back");
    expect(enabled!.textBody).toContain(`${t.config.publicUrl}/login`);
    expect(reset!.subject).toBe("Your two-factor sign-in at Team Page Brokers was reset");
    expect(reset!.textBody).toContain("Sign in again and set up your authenticator app");

    // Sent from the insurer's name, as every mail is, with the Arabic version.
    const transport = capturingTransport();
    await drainOutbox(t.db, transport);
    const sent = transport.sent.filter((m) => m.to === user.email);
    expect(sent).toHaveLength(4);
    for (const m of sent) {
      expect(m.from.name).toBe("Test Insurance");
      expect(m.text).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("tells nobody of a change refused", async () => {
    const { user } = await userOfA();
    const demoted = await call(ownerASession, "PUT", `/api/team/users/${ownerA.id}`, {
      teamRole: "manager",
      teamId: null,
      flags: ["basic"],
    });
    expect([demoted.statusCode, demoted.json().message]).toEqual([409, TEAM_MESSAGES.lastOwner]);
    expect((await call(ownerBSession, "POST", `/api/team/users/${user.id}/disable`)).statusCode).toBe(404);
    expect(await toldTo(ownerA.email)).toEqual([]);
    expect(await toldTo(user.email)).toEqual([]);
  });
});

describe("handing over a leaver's work", () => {
  it("moves their open quotations and renewals to another active user in one step, and leaves what they sold", async () => {
    const { user: leaver, session: leaverSession } = await userOfA();
    const { user: heir, session: heirSession } = await userOfA();
    const drafts = [
      await createQuotationAs(t, leaverSession, validSponsor()),
      await createQuotationAs(t, leaverSession, validSponsor()),
    ];
    // A policy the leaver sold, due for renewal, whose renewal they started.
    const { policy: sold } = await insertIssuedPolicy(t.db, {
      partnerId: partnerA,
      soldBy: leaver.id,
      channel: 1,
      sponsorName: "Renewing Sponsor",
      sponsorEmail: "renewing.sponsor@example.com",
      sponsorMobile: "0521234567",
      sponsorDate: "1975-01-01",
      sponsorFileNumber: "201/2010/1234567",
      tpaId: 3,
      endDate: addDays(today(), 20),
      members: [insuredPerson()],
    });
    const renewal = await renewalStartedBy(leaverSession, sold);
    expect(renewal.createdByUserId).toBe(leaver.id);

    expect((await call(ownerASession, "POST", `/api/team/users/${leaver.id}/disable`)).statusCode).toBe(204);
    const { user: backOffice } = await userOfA("back_office");
    const { user: gone } = await userOfA();
    await call(ownerASession, "POST", `/api/team/users/${gone.id}/disable`);
    for (const [to, message] of [
      [leaver.id, TEAM_MESSAGES.handOverToSelf],
      [backOffice.id, TEAM_MESSAGES.handOverToInactive],
      [gone.id, TEAM_MESSAGES.handOverToInactive],
    ] as const) {
      const res = await call(ownerASession, "POST", `/api/team/users/${leaver.id}/hand-over`, { toUserId: to });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    // The heir cannot open the leaver's work before the hand-over.
    expect((await call(heirSession, "GET", `/api/quotations/${drafts[0]!.quotationId}`)).statusCode).toBe(404);

    const handed = await call(ownerASession, "POST", `/api/team/users/${leaver.id}/hand-over`, { toUserId: heir.id });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toEqual({ quotations: 2, renewals: 1 });
    const moved = await t.db
      .select()
      .from(quotations)
      .where(inArray(quotations.id, [...drafts.map((d) => d.quotationId), renewal.id]));
    for (const q of moved) expect(q).toMatchObject({ createdByUserId: heir.id, lastActedByUserId: ownerA.id });
    for (const d of drafts)
      expect((await call(heirSession, "GET", `/api/quotations/${d.quotationId}`)).statusCode).toBe(200);
    // What the leaver sold stays theirs: the issued quotation and its policy.
    const [issued] = await t.db.select().from(quotations).where(eq(quotations.id, sold.quotationId!));
    const [policy] = await t.db.select().from(policies).where(eq(policies.id, sold.id));
    expect([issued!.createdByUserId, policy!.createdByUserId]).toEqual([leaver.id, leaver.id]);
    // Its renewal is the heir's to carry: the policy and its renewal quotation count as one renewal.
    expect(policy!.renewalUserId).toBe(heir.id);
    const [audit] = await auditOf("work_handed_over", leaver.id);
    expect(audit).toMatchObject({
      actingUserId: ownerA.id,
      details: { toUserId: heir.id, quotations: 2, renewals: 1 },
    });
    // Nothing left to hand over a second time.
    const again = await call(ownerASession, "POST", `/api/team/users/${leaver.id}/hand-over`, { toUserId: heir.id });
    expect(again.json()).toEqual({ quotations: 0, renewals: 0 });
  });
});

describe("handing over a leaver's renewals", () => {
  let sponsors = 0;
  /** A Basic policy of partner A sold by `seller`, ending on `endDate`. */
  async function policySoldBy(seller: PartnerUser, endDate: string, partnerId = partnerA) {
    const n = ++sponsors;
    const { policy } = await insertIssuedPolicy(t.db, {
      partnerId,
      soldBy: seller.id,
      channel: 1,
      sponsorName: `Book Sponsor ${n}`,
      sponsorEmail: `book.sponsor.${n}@example.com`,
      sponsorMobile: "0521234567",
      sponsorDate: "1975-01-01",
      sponsorFileNumber: `201/2011/${String(3000000 + n)}`,
      tpaId: 3,
      endDate,
      members: [insuredPerson()],
    });
    return policy;
  }
  const policyRow = async (id: number) => (await t.db.select().from(policies).where(eq(policies.id, id)))[0]!;
  const handOver = (from: PartnerUser, to: PartnerUser, session = ownerASession, app = t.app) =>
    call(session, "POST", `/api/team/users/${from.id}/hand-over`, { toUserId: to.id }, app);
  const startRenewal = (session: string, policyNo: string) =>
    call(session, "POST", "/api/renewals/partner-start", { policyNo });

  it("moves the policies whose renewal they carry, due now or later, which the heir then sees and renews as theirs", async () => {
    const { user: leaver } = await userOfA();
    const { user: heir, session: heirSession } = await userOfA();
    const { user: colleague, session: colleagueSession } = await userOfA();
    const book = {
      due: await policySoldBy(leaver, addDays(today(), 20)),
      later: await policySoldBy(leaver, addDays(today(), 200)),
      inGrace: await policySoldBy(leaver, addDays(today(), -10)),
      pastGrace: await policySoldBy(leaver, addDays(today(), -40)),
      cancelled: await policySoldBy(leaver, addDays(today(), 30)),
      renewed: await policySoldBy(leaver, addDays(today(), 10)),
    };
    // Cancelled and renewed policies are never renewed (again); set as their own flows leave them.
    await t.db.update(policies).set({ status: "cancelled" }).where(eq(policies.id, book.cancelled.id));
    await t.db.update(policies).set({ status: "renewed" }).where(eq(policies.id, book.renewed.id));
    const colleagues = await policySoldBy(colleague, addDays(today(), 20));
    expect((await startRenewal(heirSession, book.due.policyNo)).statusCode).toBe(404);

    const handed = await handOver(leaver, heir);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json()).toEqual({ quotations: 0, renewals: 3 });
    for (const p of [book.due, book.later, book.inGrace])
      expect(await policyRow(p.id)).toMatchObject({
        createdByUserId: leaver.id,
        renewalUserId: heir.id,
        lastActedByUserId: ownerA.id,
      });
    for (const p of [book.pastGrace, book.cancelled, book.renewed, colleagues])
      expect((await policyRow(p.id)).renewalUserId).toBeNull();
    const [audit] = await auditOf("work_handed_over", leaver.id);
    expect(audit).toMatchObject({
      actingUserId: ownerA.id,
      details: { toUserId: heir.id, quotations: 0, renewals: 3 },
    });

    // The heir sees the book (the list of renewals, the renewal's start); who sold it still reads the leaver.
    const list = await call(heirSession, "GET", "/api/backoffice/policies?product=basic&pageSize=100");
    const listed = list
      .json()
      .rows.filter((r: { policyNo: string }) =>
        [book.due, book.later, book.inGrace, book.pastGrace].some((p) => p.policyNo === r.policyNo),
      );
    expect(listed.map((r: { policyNo: string }) => r.policyNo).sort()).toEqual(
      [book.due.policyNo, book.later.policyNo, book.inGrace.policyNo].sort(),
    );
    for (const row of listed) expect(row.soldBy).toBe(leaver.name);
    expect((await startRenewal(colleagueSession, book.due.policyNo)).statusCode).toBe(404);
    const renewal = await renewalStartedBy(heirSession, book.due);
    expect(renewal.createdByUserId).toBe(heir.id);

    // Handed on again, the heir's book goes whole, the renewal they started with it, counted once a policy.
    const { user: next } = await userOfA();
    expect((await handOver(heir, next)).json()).toEqual({ quotations: 0, renewals: 3 });
    expect((await policyRow(book.due.id)).renewalUserId).toBe(next.id);
    const [moved] = await t.db.select().from(quotations).where(eq(quotations.id, renewal.id));
    expect(moved!.createdByUserId).toBe(next.id);
  });

  it("never reaches another partner: to or from their user is not found, and nothing moves", async () => {
    const { user: leaver } = await userOfA();
    const held = await policySoldBy(leaver, addDays(today(), 20));
    const { user: bOwner } = (await findUserByUserId(t.db, "tp.b.owner"))!;
    const ofB = await policySoldBy(userOfB, addDays(today(), 20), bOwner.partnerId);
    for (const [session, from, to] of [
      [ownerASession, leaver, userOfB],
      [ownerBSession, userOfB, leaver],
      [ownerBSession, leaver, userOfB],
    ] as const) {
      const res = await handOver(from, to, session);
      expect([res.statusCode, res.json().message]).toEqual([404, TEAM_MESSAGES.userNotFound]);
    }
    expect((await policyRow(held.id)).renewalUserId).toBeNull();
    expect((await policyRow(ofB.id)).renewalUserId).toBeNull();
  });

  it("raced on two instances to two heirs, moves the book once, whole, to one of them", async () => {
    const { user: leaver } = await userOfA();
    const { user: first } = await userOfA();
    const { user: second } = await userOfA();
    const held = [
      await policySoldBy(leaver, addDays(today(), 15)),
      await policySoldBy(leaver, addDays(today(), 90)),
      await policySoldBy(leaver, addDays(today(), 300)),
    ];
    const answers = await Promise.all([handOver(leaver, first), handOver(leaver, second, ownerASession, other)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const counts = answers.map((a) => a.json().renewals).sort();
    expect(counts).toEqual([0, 3]);
    const heir = answers[0]!.json().renewals === 3 ? first : second;
    for (const p of held) expect((await policyRow(p.id)).renewalUserId).toBe(heir.id);
  });
});

describe("the partner's owners", () => {
  /** A second active owner of partner A, made by changing a manager's role; signed in. */
  async function secondOwner() {
    const { user, session } = await userOfA("manager");
    const made = await call(ownerASession, "PUT", `/api/team/users/${user.id}`, {
      teamRole: "owner",
      teamId: null,
      flags: ["basic"],
    });
    expect(made.statusCode, made.body).toBe(204);
    return { user, session };
  }
  const activeOwners = () => activeOwnerCount(t.db, partnerA);

  it("never fall below one: the last owner cannot demote themself", async () => {
    const res = await call(ownerASession, "PUT", `/api/team/users/${ownerA.id}`, {
      teamRole: "manager",
      teamId: null,
      flags: ["basic"],
    });
    expect([res.statusCode, res.json().message]).toEqual([409, TEAM_MESSAGES.lastOwner]);
    expect(await activeOwners()).toBe(1);
  });

  it("disabling each other at the same moment, on two instances, leaves exactly one", async () => {
    const second = await secondOwner();
    expect(await activeOwners()).toBe(2);
    const answers = await Promise.all([
      call(ownerASession, "POST", `/api/team/users/${second.user.id}/disable`),
      call(second.session, "POST", `/api/team/users/${ownerA.id}/disable`, undefined, other),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 204).every((s) => s === 401 || s === 403)).toBe(true);
    expect(await activeOwners()).toBe(1);
    // Both owners again (the operator re-enables the one disabled), and each demotes the other at once: one is left.
    await setPartnerUserDisabled(t.db, statuses[0] === 204 ? second.user.id : ownerA.id, false);
    const [firstSession, secondSession] = [
      await signInAs(t, ownerA.userId, OWNER_PASSWORD),
      await signInAs(t, second.user.userId, USER_PASSWORD),
    ];
    expect(await activeOwners()).toBe(2);
    const demote = { teamRole: "manager", teamId: null, flags: ["basic"] };
    const demotions = await Promise.all([
      call(firstSession, "PUT", `/api/team/users/${second.user.id}`, demote),
      call(secondSession, "PUT", `/api/team/users/${ownerA.id}`, demote, other),
    ]);
    expect(demotions.map((a) => a.statusCode).sort()).toEqual([204, 403]);
    expect(await activeOwners()).toBe(1);
    // Partner A's first owner is its only owner again for the tests after this one, with a fresh session.
    await t.db.update(partnerUsers).set({ teamRole: "owner" }).where(eq(partnerUsers.id, ownerA.id));
    await t.db.update(partnerUsers).set({ teamRole: "manager" }).where(eq(partnerUsers.id, second.user.id));
    ownerASession = await signInAs(t, "tp.owner", OWNER_PASSWORD);
  });
});

describe("the partners command's add-user", () => {
  it("adds a user to the partner in a team of that name, with the partner's flags unless told", async () => {
    const user = await addUserToPartner(t.db, {
      partner: "tp.owner",
      userId: "tp.cli.agent",
      name: "CLI Agent",
      email: "cli.agent@tp.example.test",
      password: USER_PASSWORD,
      teamRole: "agent",
      team: "Sharjah",
    });
    expect(user).toMatchObject({ partnerId: partnerA, teamRole: "agent", basicAllowed: true, enhancedAllowed: true });
    const teams = (await call(ownerASession, "GET", "/api/team")).json().teams;
    expect(teams).toContainEqual({ id: user.teamId, name: "Sharjah" });
    await expect(
      addUserToPartner(t.db, {
        partner: "tp.owner",
        userId: "tp.cli.other",
        name: "Copy",
        email: "CLI.Agent@tp.example.test",
        password: USER_PASSWORD,
        teamRole: "agent",
      }),
    ).rejects.toThrow(TEAM_MESSAGES.emailTaken("cli.agent@tp.example.test"));
  });
});
