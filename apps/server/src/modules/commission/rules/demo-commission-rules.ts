import path from "node:path";
import type { Db } from "../../../db/client";
import { SEED_DIR } from "../../../paths";
import { loadCommissionRules } from "./commission-rules";
import { commissionRateCount } from "./commission-rules-repository";

export const DEMO_COMMISSION_RATES_FILE = path.join(SEED_DIR, "demo-commission-rates.csv");
export const DEMO_COMMISSION_SPLITS_FILE = path.join(SEED_DIR, "demo-commission-splits.csv");

/**
 * The demo partners' commission rules (rates for agent.all and agent.basic; agent.all's agents 80 % and their manager
 * 20 %), loaded once with the demo partners while no rules are loaded: an operator's own are never replaced.
 */
export async function seedDemoCommissionRules(db: Db) {
  if ((await commissionRateCount(db)) > 0) return;
  await loadCommissionRules(db, DEMO_COMMISSION_RATES_FILE, DEMO_COMMISSION_SPLITS_FILE);
}
