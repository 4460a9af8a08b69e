import type { Db } from "../../src/db/client";
import { type ActingPartner, findOwnerOf, findPartnerByUserId } from "../../src/modules/identity";

/** A partner as its owner acts for it (decision 059), for a test that calls a service directly, as a route would. */
export async function actingOwner(db: Db, userId: string): Promise<ActingPartner> {
  const partner = (await findPartnerByUserId(db, userId))!;
  const owner = (await findOwnerOf(db, partner.id))!;
  return { ...partner, scope: { partnerId: partner.id, actingUserId: owner.id, creators: { sees: "all" } } };
}
