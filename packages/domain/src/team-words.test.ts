import { describe, expect, it } from "vitest";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "./team";
import { TEAM_ROLE_WORDS } from "./team-words";

describe("the roles' names", () => {
  it("say in the catalogs' English what the invitation page's labels say", () => {
    for (const role of TEAM_ROLES) expect(TEAM_ROLE_WORDS[role].message).toBe(TEAM_ROLE_LABELS[role]);
  });
});
