import { z } from "zod";

/** Third-party administrators: the id is sent as Tpa_sno. */
export const TPA = { NAS: 1, NEXTCARE: 3 } as const;
export type TpaCode = (typeof TPA)[keyof typeof TPA];
export const DEFAULT_TPA: TpaCode = TPA.NEXTCARE;

export const TPA_OPTIONS = [
  { value: TPA.NAS, label: "NAS" },
  { value: TPA.NEXTCARE, label: "NEXTCARE" },
] as const;

export const TPA_REQUIRED_MESSAGE = "TPA is required.";
export const tpaSchema = z.literal([TPA.NAS, TPA.NEXTCARE], { error: TPA_REQUIRED_MESSAGE });

export function tpaLabel(tpa: TpaCode): string {
  return tpa === TPA.NAS ? "NAS" : "NEXTCARE";
}

/** The links response is an array indexed by TPA position, not by id: 0 = NAS, 1 = NEXTCARE. */
export function tpaLinkIndex(tpa: TpaCode): 0 | 1 {
  return tpa === TPA.NAS ? 0 : 1;
}

/** GET /api/tpa/:tpa/benefits and /network */
export const tpaParamsSchema = z.object({ tpa: z.coerce.number().pipe(tpaSchema) });

export const tpaLinkSchema = z.object({ tob_link: z.string(), network_link: z.string() });
export type TpaLink = z.infer<typeof tpaLinkSchema>;
export const tpaLinksResponseSchema = z.array(tpaLinkSchema);
