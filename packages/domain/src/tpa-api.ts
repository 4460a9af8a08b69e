import { z } from "zod";
import { tpaSchema } from "./tpa";

/** GET /api/tpa/:tpa/benefits and /network */
export const tpaParamsSchema = z.object({ tpa: z.coerce.number().pipe(tpaSchema) });

export const tpaLinkSchema = z.object({ tob_link: z.string(), network_link: z.string() });
export type TpaLink = z.infer<typeof tpaLinkSchema>;
export const tpaLinksResponseSchema = z.array(tpaLinkSchema);
