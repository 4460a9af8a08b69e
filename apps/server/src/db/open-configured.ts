import type { Config } from "../config";
import { type Database, openDatabase } from "./client";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Pick<Config, "DATABASE_URL" | "DATA_DIR">): Promise<Database> {
  return config.DATABASE_URL ? openDatabase({ url: config.DATABASE_URL }) : openDatabase({ dataDir: config.DATA_DIR });
}
