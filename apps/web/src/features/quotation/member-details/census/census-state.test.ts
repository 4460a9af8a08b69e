import { MEMBER_ENTRY_DEFAULTS } from "@pp/domain";
import { afterEach, describe, expect, it } from "vitest";
import { loadCensus, saveCensus } from "./census-state";

afterEach(() => sessionStorage.clear());

describe("the census kept in the tab", () => {
  it("comes back as it was saved, and is forgotten once put aside", () => {
    const census = { fileName: "workers.csv", rows: [{ row: 2, member: MEMBER_ENTRY_DEFAULTS, unknownChoices: {} }] };
    saveCensus(7, census);
    expect(loadCensus(7)).toEqual(census);
    expect(loadCensus(8)).toBeNull();
    saveCensus(7, null);
    expect(loadCensus(7)).toBeNull();
  });

  it("forgets what another shape or broken JSON left instead of breaking step 2", () => {
    for (const stored of ["{", "[]", '{"fileName":"a.csv"}', '{"fileName":"a.csv","rows":[{"row":"2"}]}']) {
      sessionStorage.setItem("CensusRows.7", stored);
      expect(loadCensus(7)).toBeNull();
    }
  });
});
