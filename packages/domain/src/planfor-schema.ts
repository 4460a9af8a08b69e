import { z } from "zod";
import { PLANFOR, PLANFOR_REQUIRED_MESSAGE } from "./planfor";

/** "Company or Individual", as the forms and the server accept it. */
export const planforSchema = z.literal([PLANFOR.INDIVIDUAL, PLANFOR.COMPANY], { error: PLANFOR_REQUIRED_MESSAGE });
