import type { PartnerDetails } from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { isUnderwriterPath } from "../../../paths/underwriting-paths";
import { sessionQueryKey } from "../../../shell/api/session-query-key";
import { applyAccountLanguage } from "../../../shell/apply-account-language";
import { homePathOf, savePartnerDetails, takeRedirect } from "../../../shell/storage";

/** Every step that ends a sign-in ends it the same way: keep the partner details, go where the partner was going. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (partner: PartnerDetails) => {
    savePartnerDetails(partner);
    queryClient.setQueryData(sessionQueryKey, partner);
    void applyAccountLanguage(partner.language);
    // An underwriter lands on the queue unless they were going to an underwriting screen.
    const target = takeRedirect();
    navigate(partner.user_role === "underwriter" && !isUnderwriterPath(target) ? homePathOf(partner) : target, {
      replace: true,
    });
  };
}
