import type { InvitationPrefill } from "./invitation-rule";
import { splitMobile } from "./mobile-format";

// Apart from invitation.ts (its schemas), so that the policies' list, which hands a policy's sponsor to the invitation
// form, paints without zod.

/** The prefill of a record's sponsor: name, e-mail, mobile split into code and number, and the record's number. */
export function invitationPrefillOf(record: {
  sponsorName: string;
  sponsorEmail: string;
  sponsorMobile: string;
  number: string;
}): InvitationPrefill {
  const mobile = splitMobile(record.sponsorMobile);
  return {
    name: record.sponsorName,
    email: record.sponsorEmail,
    mobile_prefix: mobile.prefix,
    mobile_number: mobile.number,
    reference: record.number,
  };
}
