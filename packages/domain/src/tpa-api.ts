import { z } from "zod";
import { tpaSchema } from "./tpa";

/** GET /api/tpa/:tpa/benefits and /network */
export const tpaParamsSchema = z.object({ tpa: z.coerce.number().pipe(tpaSchema) });

/** Where a TPA's table of benefits and its network of providers are read (the spec's tob_link and network_link). */
export const tpaLinkSchema = z.object({ benefitsLink: z.string(), networkLink: z.string() });
export type TpaLink = z.infer<typeof tpaLinkSchema>;
export const tpaLinksResponseSchema = z.array(tpaLinkSchema);
