import type { PartnerDetails } from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { sessionQueryKey } from "../../../shell/api/get-session";
import { savePartnerDetails, takeRedirect } from "../../../shell/storage";

/** Every step that ends a sign-in ends it the same way: keep the partner details, go where the partner was going. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (partner: PartnerDetails) => {
    savePartnerDetails(partner);
    queryClient.setQueryData(sessionQueryKey, partner);
    navigate(takeRedirect(), { replace: true });
  };
}
