import { z } from "zod";

/** A plan's code as the catalogue, the rate table and quotations hold it: "silver", "gold-plus". */
export const PLAN_CODE_PATTERN = /^[a-z][a-z0-9-]{1,29}$/;
export const planCodeSchema = z.string().regex(PLAN_CODE_PATTERN, "a plan code like silver or gold-plus");

/** The rate table's plan column of a product priced without plans (Basic). */
export const NO_PLAN = "";
