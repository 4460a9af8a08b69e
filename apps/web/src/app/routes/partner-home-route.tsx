import { DashboardSection } from "../../features/home/dashboard/dashboard-section";
import { PartnerHomePage } from "../../features/home/partner-home-page";
import { quotationResumer } from "./quotation-resumer";

/** /partnerhomepage: the home page with its dashboard (the month at a glance) above the product cards. */
export function PartnerHomeRoute() {
  return <PartnerHomePage dashboard={<DashboardSection resumer={quotationResumer} />} />;
}
