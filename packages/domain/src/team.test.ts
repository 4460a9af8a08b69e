import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as ARABIC } from "./i18n/locales/team/ar";
import { messages as ENGLISH } from "./i18n/locales/team/en";
import { effectiveFlags, partnerDetailsSchema } from "./partner";
import { TEAM_ROLES, visibleCreators } from "./team";
import { TEAM_ROLE_WORDS } from "./team-words";

describe("a user's flags", () => {
  it("are the ones both the partner and the user have, in the partner flags' order", () => {
    expect(effectiveFlags(["basic", "pa", "invitations"], ["invitations", "basic", "term"])).toEqual([
      "basic",
      "invitations",
    ]);
  });

  it("are none when the partner has none, whatever the user was given", () => {
    expect(effectiveFlags([], ["enhanced", "pa", "term", "basic", "meetings", "invitations"])).toEqual([]);
  });
});

describe("team roles", () => {
  it("each have a name in English and in Arabic", () => {
    const i18n = setupI18n({ messages: { en: ENGLISH, ar: ARABIC } });
    for (const role of TEAM_ROLES) {
      const { id } = TEAM_ROLE_WORDS[role];
      i18n.activate("en");
      expect(i18n._(id)).toMatch(/^[A-Z]/);
      i18n.activate("ar");
      expect(i18n._(id)).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("default to the owner's in partner details a browser kept from before there were users", () => {
    const kept = {
      partner_name: "Al Noor",
      partner_userid: "agent.all",
      partner_reference: "5d7f0a5e-0000-4000-8000-000000000000",
      partner_sno: 1,
      partner_categ_sno: 1,
      term_allowed: true,
      enhanced_allowed: true,
      basic_allowed: true,
      pa_allowed: true,
      meetings_allowed: true,
      invitations_allowed: true,
      user_role: "partner",
    };
    expect(partnerDetailsSchema.parse(kept)).toMatchObject({ team_role: "owner", user_name: "" });
    expect(partnerDetailsSchema.safeParse({ ...kept, team_role: "emperor" }).success).toBe(false);
  });
});

describe("whose records a user sees", () => {
  it("are all for the owner and the back office, the team's for a manager in one, and their own otherwise", () => {
    expect(visibleCreators({ id: 1, teamRole: "owner", teamId: null })).toEqual({ sees: "all" });
    expect(visibleCreators({ id: 2, teamRole: "back_office", teamId: 4 })).toEqual({ sees: "all" });
    expect(visibleCreators({ id: 3, teamRole: "manager", teamId: 4 })).toEqual({ sees: "team", userId: 3, teamId: 4 });
    expect(visibleCreators({ id: 5, teamRole: "manager", teamId: null })).toEqual({ sees: "own", userId: 5 });
    expect(visibleCreators({ id: 6, teamRole: "agent", teamId: 4 })).toEqual({ sees: "own", userId: 6 });
  });
});
