import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tpaBenefits, tpaNetworkProviders } from "../../../db/schema";

/** A TPA's table of benefits in its printed order. */
export const tpaBenefitRows = (db: Db, tpa: number) =>
  db.select().from(tpaBenefits).where(eq(tpaBenefits.tpaId, tpa)).orderBy(asc(tpaBenefits.position));

/** A TPA's medical network by emirate, then name. */
export const tpaNetworkRows = (db: Db, tpa: number) =>
  db
    .select()
    .from(tpaNetworkProviders)
    .where(eq(tpaNetworkProviders.tpaId, tpa))
    .orderBy(asc(tpaNetworkProviders.emirate), asc(tpaNetworkProviders.name));
