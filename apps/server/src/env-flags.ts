import { z } from "zod";

/** A yes/no setting: true, false, 1 or 0. */
export const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");
