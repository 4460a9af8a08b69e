import { AddMembersPage } from "../../features/backoffice/servicing/add-members-page";
import { quotationResumer } from "./quotation-resumer";

/** Adding members to a policy: the back office's page, continued in the wizard of the policy's product. */
export function AddMembersRoute() {
  return <AddMembersPage resumer={quotationResumer} />;
}
