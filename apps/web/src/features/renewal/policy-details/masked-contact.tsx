import Typography from "@mui/material/Typography";
import type { GetRenewalResponse } from "@pp/domain";
import { Details } from "../../../ui/details";
import { SectionCard } from "../../../ui/section-card";
import { UnlockDetails } from "./unlock-details";

/**
 * The contact details on file as the masked view shows them, and the way to the full details. Renewing and paying
 * need no code; seeing the full details or sending the documents elsewhere does.
 */
export function MaskedContact({ details }: { details: GetRenewalResponse }) {
  return (
    <SectionCard title="Contact details">
      <Typography color="text.secondary">
        The renewed policy and the payment receipt are sent to the e-mail address on file. For your security some
        details are hidden; you can renew and pay without them.
      </Typography>
      <Details
        items={[
          ["E-mail", details.sponsorEmail],
          ["Mobile number", details.sponsorMobile],
        ]}
      />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        To see the full details or change the contact details, confirm with a code we e-mail to {details.codeSentTo}.
      </Typography>
      <UnlockDetails sentTo={details.codeSentTo} />
    </SectionCard>
  );
}
