import { partnerDetailsSchema } from "@pp/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PartnerContext, useSignedInUser } from "./partner-context";

const details = (extra: object = {}) =>
  partnerDetailsSchema.parse({
    partner_name: "Al Noor Insurance Brokers",
    partner_userid: "sara.agent",
    partner_reference: "7f1c9c56-1111-4222-8333-944445555666",
    partner_sno: 4,
    partner_categ_sno: 1,
    term_allowed: false,
    enhanced_allowed: false,
    basic_allowed: true,
    pa_allowed: false,
    meetings_allowed: false,
    invitations_allowed: false,
    user_role: "partner",
    ...extra,
  });

function WhoIsSignedIn() {
  const user = useSignedInUser();
  return <span>{`${user.userId} ${user.name} ${user.teamRole}`}</span>;
}

describe("the signed-in user in the shell", () => {
  it("is the session's user: their sign-in id, name and team role", () => {
    render(
      <PartnerContext value={details({ user_name: "Sara Khan", team_role: "agent" })}>
        <WhoIsSignedIn />
      </PartnerContext>,
    );
    expect(screen.getByText("sara.agent Sara Khan agent")).toBeTruthy();
  });

  it("is the partner's owner, under the partner's name, in details a browser kept from before there were users", () => {
    render(
      <PartnerContext value={details()}>
        <WhoIsSignedIn />
      </PartnerContext>,
    );
    expect(screen.getByText("sara.agent Al Noor Insurance Brokers owner")).toBeTruthy();
  });
});
