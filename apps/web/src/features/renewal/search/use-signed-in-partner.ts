import type { PartnerDetails } from "@pp/domain";
import { useEffect, useState } from "react";
import { STORAGE_KEYS } from "../../../shell/storage";

/**
 * The partner this tab is signed in as, or null for a customer. Only a tab that kept some details loads their reading,
 * after the first paint (and their schema, with zod, only when another version kept them), so a customer's phone never
 * does.
 */
export function useSignedInPartner(): PartnerDetails | null {
  const [partner, setPartner] = useState<PartnerDetails | null>(null);
  useEffect(() => {
    if (sessionStorage.getItem(STORAGE_KEYS.partnerDetails) === null) return;
    let current = true;
    void import("../../../shell/read-partner-details")
      .then(({ readPartnerDetails }) => readPartnerDetails())
      .then((kept) => {
        if (current) setPartner(kept);
      });
    return () => {
      current = false;
    };
  }, []);
  return partner;
}
