import { DashboardSection } from "../../features/backoffice/dashboard/dashboard-section";
import { PartnerHomePage } from "../../features/home/partner-home-page";
import { quotationResumer } from "./quotation-resumer";

/** /partnerhomepage: the home page with the back office's dashboard above the product cards. */
export function PartnerHomeRoute() {
  return <PartnerHomePage dashboard={<DashboardSection resumer={quotationResumer} />} />;
}
