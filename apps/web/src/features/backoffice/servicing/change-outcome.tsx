import { formatAed, POLICY_CHANGE_MESSAGES, type PolicyChangeResponse } from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { REFUNDS_PATH } from "../../../paths/backoffice-paths";
import { Alert } from "../../../ui/plain/alert";
import { LinkButton } from "../../../ui/plain/button";
import { RecordHeader } from "../detail/record-header";
import styles from "./servicing.module.css";

type Back = { label: string; to: string };

/** A policy that is cancelled, renewed or ended: nothing to change, and the way back to it. */
export function NotChangeable({ back }: { back: Back }) {
  return (
    <>
      <RecordHeader back={back} title={back.label} />
      <Alert severity="info" role="status">
        {translateMessage(POLICY_CHANGE_MESSAGES.notChangeable)}
      </Alert>
    </>
  );
}

/** The change is saved: the policy's new version, the refund left due, and where to follow both. */
export function ChangeDone({
  back,
  change,
  kind,
}: {
  back: Back;
  change: PolicyChangeResponse;
  kind: "deletion" | "cancellation";
}) {
  const { t } = useText();
  const facts = { policyNo: change.policyNo, version: change.version };
  return (
    <>
      <RecordHeader back={back} title={back.label} />
      <Alert severity="success" role="status" className={styles.below}>
        {kind === "deletion"
          ? t(
              /*i18n*/ {
                id: "backoffice.changeOutcome.membersWereRemovedPolicy",
                message:
                  "The members were removed: policy {policyNo} is now at version {version} and its schedule was reissued to the customer.",
                values: facts,
              },
            )
          : t(
              /*i18n*/ {
                id: "backoffice.changeOutcome.policyCancelledVersionCustomer",
                message: "Policy {policyNo} is cancelled (version {version}); the customer was told by e-mail.",
                values: facts,
              },
            )}{" "}
        {change.refund
          ? t(
              /*i18n*/ {
                id: "backoffice.changeOutcome.refundDueCustomer",
                message: "A refund of {amount} is due to the customer.",
                values: { amount: formatAed(change.refund.totalFils) },
              },
            )
          : t(/*i18n*/ { id: "backoffice.changeOutcome.nothingRefunded", message: "Nothing is refunded." })}
      </Alert>
      <div className={styles.actions}>
        <LinkButton variant="contained" to={back.to}>
          {t(/*i18n*/ { id: "backoffice.changeOutcome.openPolicy", message: "Open the policy" })}
        </LinkButton>
        {change.refund && (
          <LinkButton variant="outlined" to={REFUNDS_PATH}>
            {t(/*i18n*/ { id: "backoffice.changeOutcome.refunds", message: "Refunds" })}
          </LinkButton>
        )}
      </div>
    </>
  );
}
