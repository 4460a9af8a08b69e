import type { PartnerDetails } from "@pp/domain";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PartnerContext } from "./partner-context";
import { partnerDetailsFor } from "./partner-details.test-support";
import { TopBar } from "./top-bar";

/*
 * The partner menu's pages by role: Team for an owner (decision 060), Commission for those who see commission
 * (decision 061: not the back office), Security and Logout for everyone.
 */

afterEach(cleanup);

function openMenu(details: Partial<PartnerDetails>) {
  render(
    <MemoryRouter>
      <PartnerContext value={partnerDetailsFor(details)}>
        <TopBar menuOpen={false} onToggleMenu={() => {}} onLogout={() => {}} loggingOut={false} />
      </PartnerContext>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Al Noor Insurance Brokers" }));
  return screen.getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")]);
}

describe("the partner menu", () => {
  it("leads an owner to the team and commission pages", () => {
    expect(openMenu({ team_role: "owner" })).toEqual([
      ["Team", "/team"],
      ["Commission", "/commission"],
      ["Security", "/security"],
      ["Logout", null],
    ]);
  });

  it.each(["manager", "agent"] as const)("leads a %s to the commission page, not the team page", (role) => {
    expect(openMenu({ team_role: role }).map(([name]) => name)).toEqual(["Commission", "Security", "Logout"]);
  });

  it("shows the back office no commission page", () => {
    expect(openMenu({ team_role: "back_office" }).map(([name]) => name)).toEqual(["Security", "Logout"]);
  });
});
