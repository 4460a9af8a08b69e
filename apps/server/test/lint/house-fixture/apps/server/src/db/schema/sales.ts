import { pgTable, text } from "drizzle-orm/pg-core";

export const quotes = pgTable("quotes", { id: text("id") });
export const orders = pgTable("orders", { id: text("id") });
