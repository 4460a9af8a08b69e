import * as z from "zod/mini";
import { tpaSchema } from "./tpa";

// zod's mini build, as the TPA's own schema (tpa.ts): step 1 shows the TPAs' links and parses their answer, and with
// these in the classic build it built that whole build for three small schemas.

/** GET /api/tpa/:tpa/benefits and /network */
export const tpaParamsSchema = z.object({ tpa: z.pipe(z.coerce.number(), tpaSchema) });

/** Where a TPA's table of benefits and its network of providers are read (the spec's tob_link and network_link). */
export const tpaLinkSchema = z.object({ benefitsLink: z.string(), networkLink: z.string() });
export type TpaLink = z.infer<typeof tpaLinkSchema>;
export const tpaLinksResponseSchema = z.array(tpaLinkSchema);
