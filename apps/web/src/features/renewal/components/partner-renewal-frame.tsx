import Alert from "@mui/material/Alert";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { useText } from "../../../i18n/use-text";
import { PageLoader } from "../../../ui/page-loader";
import { RenewalAudienceContext } from "../renewal-audience";

/**
 * The renewal screens inside the partner's main layout, for a renewal the partner runs for a customer: the sidebar
 * and top bar stay, the screens speak to the partner, and the gateway returns here after payment.
 */
export function PartnerRenewalFrame() {
  const { t } = useText();
  return (
    <RenewalAudienceContext.Provider value="partner">
      <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
        {t(
          "You are renewing this policy for your customer. The renewed policy, the receipt and the tax invoice are e-mailed to the sponsor.",
        )}
      </Alert>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RenewalAudienceContext.Provider>
  );
}
