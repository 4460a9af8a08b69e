import { PARTNER_DETAILS_SHAPE_KEY } from "@pp/domain";
import { afterEach, describe, expect, it } from "vitest";
import { partnerDetailsFor } from "./partner-details.test-support";
import { keptPartnerDetails, readPartnerDetails } from "./read-partner-details";
import { STORAGE_KEYS, savePartnerDetails } from "./storage";

/*
 * The partner details a tab keeps: read back as they are when kept in this version's shape (no zod on the first load),
 * checked with their schema otherwise.
 */

const keep = (value: unknown) => sessionStorage.setItem(STORAGE_KEYS.partnerDetails, JSON.stringify(value));
afterEach(() => sessionStorage.clear());

describe("the kept partner details", () => {
  it("are read back as they are when this version kept them", async () => {
    const partner = partnerDetailsFor({ partner_name: "Gulf Cover" });
    savePartnerDetails(partner);
    expect(keptPartnerDetails()).toEqual(partner);
    expect(await readPartnerDetails()).toEqual(partner);
  });

  it("are checked with their schema when kept in another shape, taking the defaults of fields added since", async () => {
    const { language, user_name, team_role, ...older } = partnerDetailsFor();
    keep(older);
    expect(keptPartnerDetails()).toBeUndefined();
    expect(await readPartnerDetails()).toEqual({ ...older, language: "en", user_name: "", team_role: "owner" });
  });

  it("count as none when they are not what this version keeps", async () => {
    keep({ ...partnerDetailsFor(), partner_sno: "four", [PARTNER_DETAILS_SHAPE_KEY]: 0 });
    expect(await readPartnerDetails()).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.partnerDetails, "{not json");
    expect(keptPartnerDetails()).toBeNull();
    expect(await readPartnerDetails()).toBeNull();
  });

  it("are none when the tab kept none", async () => {
    expect(keptPartnerDetails()).toBeNull();
    expect(await readPartnerDetails()).toBeNull();
  });
});
