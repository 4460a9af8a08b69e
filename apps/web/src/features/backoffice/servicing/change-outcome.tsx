import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { formatAed, POLICY_CHANGE_MESSAGES, type PolicyChangeResponse } from "@pp/domain";
import { Link as RouterLink } from "react-router";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { REFUNDS_PATH } from "../../../paths/backoffice-paths";
import { RecordHeader } from "../detail/record-header";

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
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {kind === "deletion"
          ? t(
              "The members were removed: policy {policyNo} is now at version {version} and its schedule was reissued to the customer.",
              facts,
            )
          : t("Policy {policyNo} is cancelled (version {version}); the customer was told by e-mail.", facts)}{" "}
        {change.refund
          ? t("A refund of {amount} is due to the customer.", { amount: formatAed(change.refund.totalFils) })
          : t("Nothing is refunded.")}
      </Alert>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <Button variant="contained" component={RouterLink} to={back.to}>
          {t("Open the policy")}
        </Button>
        {change.refund && (
          <Button variant="outlined" component={RouterLink} to={REFUNDS_PATH}>
            {t("Refunds")}
          </Button>
        )}
      </Box>
    </>
  );
}
