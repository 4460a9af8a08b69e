import path from "node:path";
import { runOperatorCommand, withConfiguredDatabase } from "../../../operations/operator-command";
import { loadPremiumRates, ReferenceDataError } from "./reference-data";
import { loadUnderwritingRules } from "./underwriting-rules";

const USAGE = `Premium rate table and H+ plans (uses DATA_DIR or DATABASE_URL like the server)

  npm run rates -- load [rates.csv] [plans.csv]   replace the rate table and the H+ plan catalogue together
                                                  (defaults apps/server/seed/premium-rates.csv and hplus-plans.csv)
  npm run rates -- rules [rules.csv]              replace the H+ underwriting rules
                                                  (default apps/server/seed/underwriting-rules.csv)

Rates: product,plan,tpa_sno,age_band,gender,marital_status,annual_premium_aed (plan empty for Basic, a plan code
for H+). Plans: code,position,name,network,area_of_cover,annual_limit_aed,deductible_aed,copay_percent,room_type,
maternity,dental,optical,wellness,pre_existing,waiting_periods.
Every plan needs a rate for every TPA, age band, gender and marital status (marital_status "any" covers the statuses
without a row of their own); a file with a missing, repeated or invalid row, or a catalogue that drops a plan in
use, is refused with the line and the current tables kept.
Rules: code,position,kind,value,outcome,description; kind age_at_least (years), bmi_at_least (kg/m²), answer_yes (a
medical question's id) or condition_mentions (words separated by ";"); outcome refer or decline (refers with the
decline recommended). A bad row, a repeated code or an unknown question is refused with the line.`;

const resolve = (file?: string) => (file ? path.resolve(process.env.INIT_CWD ?? process.cwd(), file) : undefined);

async function main([command, ratesFile, plansFile]: string[]) {
  if (command !== "load" && command !== "rules") {
    console.log(USAGE);
    return command ? 1 : 0;
  }
  return withConfiguredDatabase(async (db) => {
    if (command === "rules") {
      const rules = await loadUnderwritingRules(db, resolve(ratesFile));
      console.log(`Loaded ${rules} underwriting rules. Applications finalized from now on are underwritten with them.`);
      return 0;
    }
    const loaded = await loadPremiumRates(db, resolve(ratesFile), resolve(plansFile));
    console.log(
      `Loaded ${loaded.rates} premium rates and ${loaded.plans} H+ plans. New quotes and repricing use them from now on.`,
    );
    return 0;
  });
}

runOperatorCommand(main, [ReferenceDataError]);
