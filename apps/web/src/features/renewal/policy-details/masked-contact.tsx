import type { GetRenewalResponse } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Ltr } from "../../../ui/isolated-value";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import styles from "./policy-details.module.css";
import { UnlockDetails } from "./unlock-details";

/**
 * The contact details on file as the masked view shows them, and the way to the full details. Renewing and paying
 * need no code; seeing the full details or sending the documents elsewhere does.
 */
export function MaskedContact({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  return (
    <SectionCard title={t(/*i18n*/ { id: "renewal.reviewSections.contactDetails", message: "Contact details" })}>
      <p className={text.secondary}>
        {t(
          /*i18n*/ {
            id: "renewal.maskedContact.renewedPolicyPaymentReceipt",
            message:
              "The renewed policy and the payment receipt are sent to the e-mail address on file. For your security some details are hidden; you can renew and pay without them.",
          },
        )}
      </p>
      <Details
        items={[
          [
            t(/*i18n*/ { id: "renewal.reviewSections.eMail", message: "E-mail" }),
            <Ltr key="e">{details.sponsorEmail}</Ltr>,
          ],
          [
            t(/*i18n*/ { id: "renewal.reviewSections.mobileNumber", message: "Mobile number" }),
            <Ltr key="m">{details.sponsorMobile}</Ltr>,
          ],
        ]}
      />
      <p className={cx(text.secondary, styles.below)}>
        {t(
          /*i18n*/ {
            id: "renewal.maskedContact.seeFullDetailsChange",
            message: "To see the full details or change the contact details, confirm with a code we e-mail to {email}.",
            values: {
              email: details.codeSentTo,
            },
          },
        )}
      </p>
      <UnlockDetails sentTo={details.codeSentTo} />
    </SectionCard>
  );
}
