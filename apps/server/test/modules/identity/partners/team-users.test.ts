import { LOGIN_MAX_FAILURES, PARTNER_API } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../../../src/db/schema";
import {
  addPartner,
  addPartnerUser,
  PartnerAdminError,
  setPartnerFlags,
  setPartnerUserDisabled,
} from "../../../../src/modules/identity/partners/partner-admin";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import type { PartnerUser } from "../../../../src/modules/identity/partners/partner-user-repository";
import { resetPasswordByMail } from "../../../support/password-reset";
import { createQuotationAs, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, sessionCookieOf, sessionHeader, signInAs, type TestApp } from "../../../support/test-app";
import { enrolSecondFactor, passwordStep, secondStep, totpCode } from "../../../support/two-factor";

/*
 * Decision 058: a partner's users each sign in with their own id, password and second factor, act for the partner
 * (its records are theirs to see), use only the flags both they and the partner have, and are refused the moment they
 * are disabled.
 */
const OWNER_PASSWORD = "Marina#Towers2026";
const AGENT_PASSWORD = "Desert#Falcon2027";

let t: TestApp;
let partnerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const partner = await addPartner(t.db, {
    userId: "team.owner",
    name: "Team Brokers",
    email: "owner@team.example.test",
    password: OWNER_PASSWORD,
    flags: ["basic", "enhanced", "invitations"],
  });
  partnerId = partner.id;
});
afterAll(() => t.close());

let agents = 0;
/** A new agent of the team partner, with the flags given (among the partner's). */
function newAgent(flags: ("basic" | "enhanced" | "invitations")[] = ["basic"]): Promise<PartnerUser> {
  const n = ++agents;
  return addPartnerUser(t.db, partnerId, {
    userId: `Team.Agent.${n}`,
    name: `Agent ${n}`,
    email: `agent${n}@team.example.test`,
    password: AGENT_PASSWORD,
    teamRole: "agent",
    flags,
  });
}

const get = (url: string, token: string) => t.app.inject({ url, headers: sessionHeader(t, token) });

describe("a second user under the same partner", () => {
  it("signs in with their own id, password and second factor and sees their own records, not the owner's", async () => {
    const agent = await newAgent();
    const ownerSession = await signInAs(t, "team.owner", OWNER_PASSWORD);
    const quotation = await createQuotationAs(t, ownerSession, validSponsor());

    // Their own password, not the owner's; the id was stored lower-case and is matched in any case.
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: agent.userId, password: OWNER_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    const session = await signInAs(t, "TEAM.AGENT.1", AGENT_PASSWORD);
    const { secret } = await enrolSecondFactor(t, session, AGENT_PASSWORD);

    const step = await passwordStep(t, agent.userId, AGENT_PASSWORD);
    expect(step.next).toBe("second_factor");
    const done = await secondStep(t, step.pending, totpCode(secret, Date.now() + 30_000));
    expect(done.statusCode).toBe(200);
    expect(done.json().partner).toMatchObject({
      partner_userid: "team.agent.1",
      partner_sno: partnerId,
      partner_name: "Team Brokers",
      user_name: "Agent 1",
      team_role: "agent",
    });
    const agentSession = sessionCookieOf(done);
    // An agent sees only their own records (decision 059): the owner's answers as another partner's would.
    expect((await get(`/api/quotations/${quotation.quotationId}`, agentSession)).statusCode).toBe(404);
    const own = await createQuotationAs(t, agentSession, validSponsor());
    expect((await get(`/api/quotations/${own.quotationId}`, agentSession)).statusCode).toBe(200);

    // The owner's second factor is the owner's own: the owner still signs in with the password alone.
    expect((await passwordStep(t, "team.owner", OWNER_PASSWORD)).next).toBe("done");
  });

  it("uses only the flags both they and the partner have, and loses one the moment the partner does", async () => {
    await newAgent(["basic", "invitations"]);
    const session = await signInAs(t, `team.agent.${agents}`, AGENT_PASSWORD);
    const details = (await get(PARTNER_API.session, session)).json();
    expect(details).toMatchObject({ basic_allowed: true, invitations_allowed: true, enhanced_allowed: false });
    // An H+ quotation needs the enhanced flag, which the partner has and this agent was not given.
    const hplus = await t.app.inject({
      method: "POST",
      url: "/api/quotations",
      payload: validSponsor({ productCategory: 2 }),
      headers: sessionHeader(t, session),
    });
    expect(hplus.statusCode).toBe(403);
    // The same request from the owner, who has every flag of the partner, is taken.
    const owner = await signInAs(t, "team.owner", OWNER_PASSWORD);
    expect((await createQuotationAs(t, owner, validSponsor({ productCategory: 2 }))).quotationId).toEqual(
      expect.any(Number),
    );
    expect((await get("/api/invitations?kind=basic", session)).statusCode).toBe(200);

    await setPartnerFlags(t.db, "team.owner", ["basic", "enhanced"]);
    expect((await get(PARTNER_API.session, session)).json()).toMatchObject({
      basic_allowed: true,
      invitations_allowed: false,
    });
    expect((await get("/api/invitations?kind=basic", session)).statusCode).toBe(403);
    // The owner follows the partner's flags.
    expect((await get(PARTNER_API.session, owner)).json()).toMatchObject({
      basic_allowed: true,
      enhanced_allowed: true,
      invitations_allowed: false,
    });
    await setPartnerFlags(t.db, "team.owner", ["basic", "enhanced", "invitations"]);
  });

  it("cannot be given a flag the partner does not have", async () => {
    await expect(
      addPartnerUser(t.db, partnerId, {
        userId: "team.greedy",
        name: "Greedy",
        email: "greedy@team.example.test",
        password: AGENT_PASSWORD,
        teamRole: "agent",
        flags: ["basic", "pa"],
      }),
    ).rejects.toThrow(PartnerAdminError);
  });
});

describe("disabling a user", () => {
  it("refuses their open session at once and their sign-in, and leaves the partner's other users signed in", async () => {
    const agent = await newAgent();
    const session = await signInAs(t, agent.userId, AGENT_PASSWORD);
    const owner = await signInAs(t, "team.owner", OWNER_PASSWORD);
    expect((await get(PARTNER_API.session, session)).statusCode).toBe(200);

    await setPartnerUserDisabled(t.db, agent.id, true);
    expect((await get(PARTNER_API.session, session)).statusCode).toBe(401);
    expect((await get(PARTNER_API.session, owner)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: agent.userId, password: AGENT_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);

    await setPartnerUserDisabled(t.db, agent.id, false);
    // Enabled again, they sign in anew; the ended session stays ended.
    expect((await get(PARTNER_API.session, session)).statusCode).toBe(401);
    expect(await signInAs(t, agent.userId, AGENT_PASSWORD)).toEqual(expect.any(String));
  });
});

describe("a sign-in id", () => {
  it("is one person's across every partner: another partner's user id or owner id cannot be taken", async () => {
    await addPartner(t.db, {
      userId: "other.owner",
      name: "Other Agency",
      email: "owner@other.example.test",
      password: OWNER_PASSWORD,
      flags: ["basic"],
    });
    const other = (await findPartnerByUserId(t.db, "other.owner"))!;
    const taking = (userId: string) =>
      addPartnerUser(t.db, other.id, {
        userId,
        name: "Taker",
        email: "taker@other.example.test",
        password: AGENT_PASSWORD,
        teamRole: "agent",
        flags: [],
      });
    await expect(taking("Team.Agent.1")).rejects.toThrow("is already in use");
    await expect(taking("team.owner")).rejects.toThrow("is already in use");
    await expect(
      addPartner(t.db, {
        userId: "team.agent.1",
        name: "Copy",
        email: "copy@example.test",
        password: OWNER_PASSWORD,
        flags: [],
      }),
    ).rejects.toThrow("already exists");
  });
});

describe("sign-in throttle and password reset", () => {
  it("counts a user's failures against that user, not the partner's other users", async () => {
    const agent = await newAgent();
    const headers = { "x-forwarded-for": "203.0.113.58" };
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { userId: agent.userId, password: "Wrong#Password99" },
        headers,
      });
    }
    const locked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: agent.userId, password: AGENT_PASSWORD },
      headers,
    });
    expect(locked.statusCode).toBe(429);
    const owner = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { userId: "team.owner", password: OWNER_PASSWORD },
      headers,
    });
    expect(owner.statusCode).toBe(200);
  });

  it("resets one user's password, ends their sessions only, and lifts their lock", async () => {
    const agent = await newAgent();
    const session = await signInAs(t, agent.userId, AGENT_PASSWORD);
    const owner = await signInAs(t, "team.owner", OWNER_PASSWORD);
    const reset = await resetPasswordByMail(t, agent.userId, agent.email, "Fresh#Oasis2028");
    expect(reset.statusCode).toBe(200);
    expect((await get(PARTNER_API.session, session)).statusCode).toBe(401);
    expect((await get(PARTNER_API.session, owner)).statusCode).toBe(200);
    expect(await signInAs(t, agent.userId, "Fresh#Oasis2028")).toEqual(expect.any(String));
    // The owner's password is the owner's own.
    expect(await signInAs(t, "team.owner", OWNER_PASSWORD)).toEqual(expect.any(String));
  });
});

describe("the audit log", () => {
  it("records the acting user beside the partner, for what a signed-in user does", async () => {
    const agent = await newAgent();
    const session = await signInAs(t, agent.userId, AGENT_PASSWORD);
    const ended = await t.app.inject({
      method: "POST",
      url: "/api/account/sessions/end-others",
      headers: sessionHeader(t, session),
    });
    expect(ended.statusCode).toBe(200);
    const rows = await t.db
      .select({ partnerId: auditLog.partnerId, actingUserId: auditLog.actingUserId, event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.actingUserId, agent.id)));
    expect(rows).toEqual(
      expect.arrayContaining([
        { partnerId, actingUserId: agent.id, event: "sign_in" },
        { partnerId, actingUserId: agent.id, event: "sessions_ended" },
      ]),
    );
  });
});
