import type { Db } from "../../../db/client";
import { deleteRulesOfPartners } from "../rules/commission-rules-repository";
import { deleteStatementsOfPartners } from "../statements/statement-repository";
import { deleteEntriesOfPartners } from "./accrual-repository";

/** Removes the partners' commission, their statements, what accrued and their rules, before their policies, payments and users go. */
export async function deleteCommissionOfPartners(tx: Db, partnerIds: readonly number[]) {
  await deleteStatementsOfPartners(tx, partnerIds);
  await deleteEntriesOfPartners(tx, partnerIds);
  await deleteRulesOfPartners(tx, partnerIds);
}
