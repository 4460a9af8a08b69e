import { sql } from "drizzle-orm";
import { db } from "../../db/client";
import { quotes as quoteRows } from "../../db/schema";
import { bill } from "../../modules/billing";
import { saveQuote } from "../quotes";

export type OrderId = string;

/** A second writer of quotes (through its door the quotes module is imported too), and a raw write of orders. */
export const placeOrder = () => {
  db.update(quoteRows);
  db.execute(sql`insert into orders (id) values (${bill()})`);
  return saveQuote;
};
