import { Suspense } from "react";
import { Outlet } from "react-router";
import { useText } from "../../../i18n/use-text";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { RenewalAudienceContext } from "../renewal-audience";
import styles from "./partner-renewal-frame.module.css";

/**
 * The renewal screens inside the partner's main layout, for a renewal the partner runs for a customer: the sidebar
 * and top bar stay, the screens speak to the partner, and the gateway returns here after payment.
 */
export function PartnerRenewalFrame() {
  const { t } = useText();
  return (
    <RenewalAudienceContext.Provider value="partner">
      <Alert severity="info" variant="outlined" role="status" className={styles.notice}>
        {t(
          /*i18n*/ {
            id: "renewal.partnerRenewalFrame.youRenewingPolicyCustomer",
            message:
              "You are renewing this policy for your customer. The renewed policy, the receipt and the tax invoice are e-mailed to the sponsor.",
          },
        )}
      </Alert>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RenewalAudienceContext.Provider>
  );
}
