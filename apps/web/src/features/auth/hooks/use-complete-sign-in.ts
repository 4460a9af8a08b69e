import type { PartnerDetails } from "@pp/domain";
import { useNavigate } from "react-router";
import { isUnderwriterPath } from "../../../paths/underwriting-paths";
import { applyAccountLanguage } from "../../../shell/apply-account-language";
import { handOverSession } from "../../../shell/session-handover";
import { homePathOf, savePartnerDetails, takeRedirect } from "../../../shell/storage";

/** Every step that ends a sign-in ends it the same way: keep the partner details, go where the partner was going. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return (partner: PartnerDetails) => {
    savePartnerDetails(partner);
    handOverSession(partner);
    void applyAccountLanguage(partner.language);
    // An underwriter lands on the queue unless they were going to an underwriting screen.
    const target = takeRedirect();
    navigate(partner.user_role === "underwriter" && !isUnderwriterPath(target) ? homePathOf(partner) : target, {
      replace: true,
    });
  };
}
