import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Period } from "./isolated-period";
import { Ltr, Name } from "./isolated-value";

/** The values an Arabic line would scramble without isolation, each in a right-to-left paragraph. */
const inArabic = (value: React.ReactNode) =>
  render(
    <p dir="rtl" lang="ar">
      الجوال {value}
    </p>,
  ).container.querySelector("bdi") as HTMLElement;

describe("isolated values", () => {
  it("sets a masked mobile, a policy number, an e-mail address and an amount left to right, isolated and unbroken", () => {
    for (const value of ["055•••••67", "BP-2026-000014", "hr@gulfstar.example", "AED 1,234.50"]) {
      const bdi = inArabic(<Ltr>{value}</Ltr>);
      expect(bdi.getAttribute("dir")).toBe("ltr");
      expect(bdi.textContent).toBe(value);
      expect(bdi.className).toMatch(/value/);
    }
  });

  it("isolates a name in the direction of its own first letter", () => {
    const bdi = inArabic(<Name>Omar H.</Name>);
    // No dir: a <bdi> takes the direction of its first strong letter (dir="auto"), Latin or Arabic.
    expect(bdi.hasAttribute("dir")).toBe(false);
    expect(bdi.textContent).toBe("Omar H.");
    expect(bdi.className).toMatch(/value/);
  });

  it("writes a term as two isolated dates, the start first", () => {
    const { container } = render(<Period from="2026-12-01" to="2027-11-30" />);
    expect([...container.querySelectorAll("bdi[dir=ltr]")].map((b) => b.textContent)).toEqual([
      "01/12/2026",
      "30/11/2027",
    ]);
    expect(container.textContent).toBe("01/12/2026 – 30/11/2027");
  });
});
