import { cleanup, render } from "@testing-library/react";
import { MemoryRouter, useRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customerRoutes } from "./customer-router";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Routes() {
  return useRoutes(customerRoutes);
}

/** Where the customer's app sends the browser from an address it does not hold. */
function sentTo(address: string) {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes />
    </MemoryRouter>,
  );
  expect(assign).toHaveBeenCalledOnce();
  return new URL(String(assign.mock.calls[0]![0]));
}

describe("a page the customer's app does not hold", () => {
  it("is asked of the server at the same address, with its query and fragment", () => {
    const to = sentTo("/login?next=%2Fhome#top");
    expect(to.origin).toBe(window.location.origin);
    expect(to.pathname + to.search + to.hash).toBe("/login?next=%2Fhome#top");
  });

  it("never leaves the portal, whatever the path looks like", () => {
    for (const address of ["//elsewhere.example/x", "///elsewhere.example"]) {
      const to = sentTo(address);
      expect(to.origin, address).toBe(window.location.origin);
      cleanup();
      vi.restoreAllMocks();
    }
  });
});
