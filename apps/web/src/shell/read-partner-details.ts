import { type PartnerDetails, partnerDetailsSchema } from "@pp/domain";
import { parseJsonWith } from "../api/parse-json";
import { STORAGE_KEYS } from "./storage";

/**
 * The partner details this browser kept, parsed: null when there are none or they are not what this version keeps
 * (tampered with, or from a version before a field existed, which takes its default).
 */
export function readPartnerDetails(): PartnerDetails | null {
  return parseJsonWith(partnerDetailsSchema, sessionStorage.getItem(STORAGE_KEYS.partnerDetails));
}
