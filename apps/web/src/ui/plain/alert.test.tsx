import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Alert } from "./alert";

afterEach(cleanup);

describe("the plain alert", () => {
  it("is an alert by default, a status on request", () => {
    render(
      <>
        <Alert severity="error">The file is too large.</Alert>
        <Alert severity="info" role="status">
          Sent.
        </Alert>
      </>,
    );
    expect(screen.getByRole("alert").textContent).toBe("The file is too large.");
    expect(screen.getByRole("status").textContent).toBe("Sent.");
  });

  it("is named by its title, shown above the message", () => {
    render(
      <Alert severity="success" title="Accepted">
        The application can be paid.
      </Alert>,
    );
    const alert = screen.getByRole("alert", { name: "Accepted" });
    expect(alert.textContent).toBe("AcceptedThe application can be paid.");
  });

  it("has no name without a title", () => {
    render(<Alert severity="warning">Not finalized.</Alert>);
    expect(screen.getByRole("alert").getAttribute("aria-labelledby")).toBeNull();
  });
});
