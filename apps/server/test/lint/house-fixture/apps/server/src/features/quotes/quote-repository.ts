import { db } from "../../db/client";
import { quotes } from "../../db/schema";
import type { OrderId } from "../orders";

export const saveQuote = (_order: OrderId) => db.insert(quotes);
