import { z } from "zod";
import { PLANFOR_REQUIRED_MESSAGE, PLANFOR_VALUES } from "./planfor";

/** "Company or Individual", as the forms and the server accept it. */
export const planforSchema = z.literal(PLANFOR_VALUES, { error: PLANFOR_REQUIRED_MESSAGE });
