import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PartnerContext, useSignedInUser } from "./partner-context";
import { partnerDetailsFor } from "./partner-details.test-support";

const details = partnerDetailsFor;

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
