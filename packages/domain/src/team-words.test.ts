import { describe, expect, it } from "vitest";
import { PARTNER_FLAGS } from "./partner";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "./team";
import { PARTNER_FLAG_LABELS } from "./team-api";
import { PARTNER_FLAG_WORDS, TEAM_ROLE_WORDS } from "./team-words";

describe("the roles' names", () => {
  it("say in the catalogs' English what the web's labels say", () => {
    for (const role of TEAM_ROLES) expect(TEAM_ROLE_WORDS[role].message).toBe(TEAM_ROLE_LABELS[role]);
  });

  it("and so do the flags' names", () => {
    for (const flag of PARTNER_FLAGS) expect(PARTNER_FLAG_WORDS[flag].message).toBe(PARTNER_FLAG_LABELS[flag]);
  });
});
