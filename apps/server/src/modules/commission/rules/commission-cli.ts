import path from "node:path";
import { STATEMENT_MESSAGES } from "@pp/domain";
import { runOperatorCommand, withConfiguredDatabase } from "../../../operations/operator-command";
import { ReferenceDataError } from "../../reference";
import { issueMonthStatements, markStatementPaid, StatementError } from "../statements/statement-service";
import { checkCommissionRules, loadCommissionRules } from "./commission-rules";

const USAGE = `Commission rules (uses DATA_DIR or DATABASE_URL like the server)

  npm run commission -- load rates.csv splits.csv    replace every partner's commission rates and splits together
  npm run commission -- check rates.csv splits.csv   check both files as load would, and change nothing
  npm run commission -- issue 2026-07                 issue that ended UAE month's statements for every partner
  npm run commission -- paid STATEMENT REFERENCE      record a statement paid with the payment's reference

Rates: partner,product,plan,new_business_percent,renewal_percent. partner is the partner's user id (as for the
partners command); plan empty for every plan of the product without a row of its own, or an H+ plan's code; the
percentages from 0 to 100 with at most two decimals, of the premium without VAT.
Splits: partner,user,team,role,seller_percent,manager_percent. A row names the sellers it applies to: a user (by user
id), or a role (owner, manager or agent) of one team (by name) or of every team; a seller's own row comes first, then
their team's for their role, then their role's. The seller gets seller_percent of the partner's commission, the other
managers of the seller's team manager_percent between them, the partner the rest; sellers no row names leave it all
to the partner. The back office earns nothing.
A bad row, an unknown partner, product, plan, user or team, or two rows for the same partner and product and plan (or
the same sellers) is refused with the file and line, and the rules in force stay. Accrued commission keeps the rate
and split it accrued at.
Statements: one per partner and one per user with lines, each taking the lines not on a statement yet of that month or
earlier (a late refund lands in the next one). Issuing a month again issues nothing new. Only a payee's latest
statement can be marked paid; it settles the earlier ones still unpaid, whose balance it carried.`;

const resolve = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function statements([command, first, second]: string[]) {
  if (command === "issue" && first) {
    return withConfiguredDatabase(async (db) => {
      const issued = await issueMonthStatements(db, first);
      console.log(`Issued the ${first} statements of ${issued.length} partners.`);
      return 0;
    });
  }
  if (command === "paid" && first && second) {
    const id = Number(first);
    if (!Number.isSafeInteger(id) || id < 1) throw new StatementError(STATEMENT_MESSAGES.statementNumber);
    return withConfiguredDatabase(async (db) => {
      const settled = await markStatementPaid(db, id, second);
      console.log(`Recorded statement ${id} paid; statements settled: ${settled.join(", ")}.`);
      return 0;
    });
  }
  console.log(USAGE);
  return 1;
}

async function main([command, ratesFile, splitsFile]: string[]) {
  if (command === "issue" || command === "paid") return statements([command, ratesFile ?? "", splitsFile ?? ""]);
  if ((command !== "load" && command !== "check") || !ratesFile || !splitsFile) {
    console.log(USAGE);
    return command ? 1 : 0;
  }
  return withConfiguredDatabase(async (db) => {
    if (command === "check") {
      const checked = await checkCommissionRules(db, resolve(ratesFile), resolve(splitsFile));
      console.log(
        `The files hold ${checked.rates.length} rates and ${checked.splits.length} splits of ${checked.partners} partners; nothing was changed.`,
      );
      return 0;
    }
    const loaded = await loadCommissionRules(db, resolve(ratesFile), resolve(splitsFile));
    console.log(
      `Loaded ${loaded.rates} commission rates and ${loaded.splits} splits of ${loaded.partners} partners. Payments accepted from now on accrue under them.`,
    );
    return 0;
  });
}

runOperatorCommand(main, [ReferenceDataError, StatementError]);
