import * as z from "zod/mini";
import { TPA, TPA_REQUIRED_MESSAGE } from "./tpa-rule";

/* zod/mini: the customer's renewal pages parse the policy's TPA with it and load no classic zod for it. */
export const tpaSchema = z.literal([TPA.NAS, TPA.NEXTCARE], { error: TPA_REQUIRED_MESSAGE });
