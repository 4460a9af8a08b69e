import { describe, expect, it } from "vitest";
import { type DocumentTarget, suggestDocumentTargets } from "./document-suggestion";

const member = (sno: number, names: string[], slots: string[]): DocumentTarget[] =>
  slots.map((slot) => ({ key: `member-${sno}:${slot}`, slot, ownerNames: names }));

const ONE_WORKER = member(
  1,
  ["Ahmed", "Al Mansoori"],
  ["emirates_id", "passport", "visa", "photograph", "labour_contract"],
);

describe("suggesting a document from a file's name", () => {
  it.each([
    ["Passport.pdf", "member-1:passport"],
    ["ahmed_EID_front.jpg", "member-1:emirates_id"],
    ["scan-emirates-id.png", "member-1:emirates_id"],
    ["UID page.pdf", "member-1:visa"],
    ["residence visa.jpeg", "member-1:visa"],
    ["photo.jpg", "member-1:photograph"],
    ["MOHRE labour contract.pdf", "member-1:labour_contract"],
    ["ahmedpassportcopy.pdf", "member-1:passport"],
  ])("%s goes to %s", (name, key) => {
    expect(suggestDocumentTargets([name], ONE_WORKER)).toEqual([key]);
  });

  it("suggests nothing for a name that says nothing, or for a slot the person does not have", () => {
    expect(suggestDocumentTargets(["scan0001.pdf", "birth certificate.pdf"], ONE_WORKER)).toEqual([null, null]);
  });

  it("reads a birth certificate as one, not as an insurance certificate", () => {
    const baby = member(2, ["Layla"], ["birth_certificate", "insurance_certificate"]);
    expect(suggestDocumentTargets(["birth_certificate.pdf", "certificate.pdf"], baby)).toEqual([
      "member-2:birth_certificate",
      "member-2:insurance_certificate",
    ]);
  });

  it("chooses between people by the name in the file, and not at all when no name decides", () => {
    const family = [...ONE_WORKER, ...member(2, ["Sara", "Al Mansoori"], ["passport", "visa"])];
    expect(suggestDocumentTargets(["sara passport.pdf", "Ahmed visa.pdf", "passport.pdf"], family)).toEqual([
      "member-2:passport",
      "member-1:visa",
      "member-1:passport",
    ]);
    expect(suggestDocumentTargets(["al mansoori visa.pdf"], family)).toEqual([null]);
  });

  it("gives a document to one file only, and leaves a taken one alone", () => {
    expect(suggestDocumentTargets(["passport.pdf", "passport 2.pdf"], ONE_WORKER)).toEqual(["member-1:passport", null]);
    expect(suggestDocumentTargets(["visa.pdf"], ONE_WORKER, new Set(["member-1:visa"]))).toEqual([null]);
  });
});
