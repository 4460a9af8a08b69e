import { PARTNER_DETAILS_SHAPE, PARTNER_DETAILS_SHAPE_KEY, type PartnerDetails } from "@pp/domain";
import { parseJsonWith } from "../api/parse-json";
import { STORAGE_KEYS } from "./storage";

/**
 * The partner details this browser kept, when they were kept in the shape this version parses them to: read back as
 * they are, without their schema, so that zod stays off a signed-in page's first load. Null when none are kept;
 * undefined when some are but in another shape (kept by another version, or put there by hand): `readPartnerDetails`
 * checks those. Details of the same shape changed by hand reach no further than this tab: the server checks every call.
 */
export function keptPartnerDetails(): PartnerDetails | null | undefined {
  const text = sessionStorage.getItem(STORAGE_KEYS.partnerDetails);
  if (text === null) return null;
  try {
    const { [PARTNER_DETAILS_SHAPE_KEY]: shape, ...details } = JSON.parse(text) as Record<string, unknown>;
    return shape === PARTNER_DETAILS_SHAPE ? (details as PartnerDetails) : undefined;
  } catch {
    return null;
  }
}

/**
 * The partner details this browser kept, checked: null when there are none or they are not what this version keeps
 * (tampered with, or from a version before a field existed, which takes its default). Their schema (and zod) loads
 * only when the kept details are not already of this version's shape; if it cannot load, they count as not kept.
 */
export async function readPartnerDetails(): Promise<PartnerDetails | null> {
  const kept = keptPartnerDetails();
  if (kept !== undefined) return kept;
  const text = sessionStorage.getItem(STORAGE_KEYS.partnerDetails);
  return import("@pp/domain/partner").then(
    ({ partnerDetailsSchema }) => parseJsonWith(partnerDetailsSchema, text),
    () => null,
  );
}
