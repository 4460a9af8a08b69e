import path from "node:path";
import { loadConfig } from "../../config";
import { openConfiguredDatabase } from "../../db/open-configured";
import { loadPremiumRates, ReferenceDataError } from "./reference-data";

const USAGE = `Premium rate table (uses DATA_DIR or DATABASE_URL like the server)

  npm run rates -- load [file.csv]   replace the rate table with the CSV (default apps/server/seed/premium-rates.csv)

CSV columns: product,tpa_sno,age_band,gender,marital_status,annual_premium_aed
Every TPA, age band, gender and marital status needs a rate (marital_status "any" covers the statuses without a
row of their own); a file with a missing, repeated or invalid row is refused and the current table kept.`;

async function main([command, file]: string[]) {
  if (command !== "load") {
    console.log(USAGE);
    return command ? 1 : 0;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    const n = await loadPremiumRates(
      database.db,
      file ? path.resolve(process.env.INIT_CWD ?? process.cwd(), file) : undefined,
    );
    console.log(`Loaded ${n} premium rates. New quotes and repricing use them from now on.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(
      err instanceof ReferenceDataError || (err instanceof Error && "code" in err && err.code === "ENOENT")
        ? (err as Error).message
        : err,
    );
    process.exit(1);
  },
);
