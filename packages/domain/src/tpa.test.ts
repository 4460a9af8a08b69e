import { describe, expect, it } from "vitest";
import { tpaSchema } from "./tpa";
import { tpaLinksResponseSchema } from "./tpa-api";
import { DEFAULT_TPA, TPA, TPA_OPTIONS, tpaLabel, tpaLinkIndex } from "./tpa-rule";

describe("TPA", () => {
  it("has NAS = 1, NEXTCARE = 3, default 3", () => {
    expect(TPA).toEqual({ NAS: 1, NEXTCARE: 3 });
    expect(DEFAULT_TPA).toBe(3);
    expect(TPA_OPTIONS).toEqual([
      { value: 1, label: "NAS" },
      { value: 3, label: "NEXTCARE" },
    ]);
  });

  it.each([
    [TPA.NAS, 0, "NAS"],
    [TPA.NEXTCARE, 1, "NEXTCARE"],
  ] as const)("TPA %i is at index %i of the links array and reads %s", (tpa, index, label) => {
    expect(tpaLinkIndex(tpa)).toBe(index);
    expect(tpaLabel(tpa)).toBe(label);
  });

  it.each([
    [1, true],
    [3, true],
    [2, false],
    ["3", false],
    [undefined, false],
  ])("tpaSchema(%j) valid: %s", (value, valid) => {
    const result = tpaSchema.safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe("TPA is required.");
  });

  it("parses the links response", () => {
    const links = [
      { benefitsLink: "https://example.ae/nas-tob.pdf", networkLink: "https://example.ae/nas-network.pdf" },
      { benefitsLink: "https://example.ae/nc-tob.pdf", networkLink: "https://example.ae/nc-network.pdf" },
    ];
    const parsed = tpaLinksResponseSchema.parse(links);
    expect(parsed[tpaLinkIndex(TPA.NEXTCARE)]?.benefitsLink).toBe("https://example.ae/nc-tob.pdf");
  });
});
