import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, Link as RouterLink } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { PageLoader } from "../../../ui/page-loader";
import { SectionCard } from "../../../ui/section-card";
import { applicantLinkQueryOptions, useSendApplicantLink } from "../api/applicant-link";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";

/**
 * /applicantdetail: the partner's view of the applicant's side of the open H+ application — the link e-mailed to the
 * sponsor, whether it was opened, the signature and whether the declaration still is what was signed; send or resend.
 */
export function ApplicantLinkPage() {
  const { t } = useText();
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Applicant's Declaration")}
      </Typography>
      {wizard.quotationNo && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("Quotation number:")} <strong>{wizard.quotationNo}</strong>
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>
        {t(
          "Instead of filling in the medical declaration with the customer, e-mail them a secret link: they check the members, answer the questions and sign with their name, without an account.",
        )}
      </Typography>
      <LinkStatus quotationId={wizard.quotationId} />
      <Box sx={{ mt: 3 }}>
        <Button component={RouterLink} to={stepPath("declaration")} variant="outlined" size="large">
          {t("Back to Medical Declaration")}
        </Button>
      </Box>
    </>
  );
}

function LinkStatus({ quotationId }: { quotationId: number }) {
  const { t } = useText();
  const status = useQuery(applicantLinkQueryOptions(quotationId));
  const send = useSendApplicantLink(quotationId);
  if (status.isError)
    return (
      <ErrorAlert onRetry={() => void status.refetch()}>
        {status.error instanceof ApiError ? status.error.message : t("The link could not be loaded. Please try again.")}
      </ErrorAlert>
    );
  if (!status.data) return <PageLoader label={t("Loading the applicant's link")} />;
  const link = status.data.link;
  return (
    <SectionCard title={t("Link to the applicant")}>
      {send.data?.message && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {send.data.message}
        </Alert>
      )}
      {link ? (
        <>
          <Details
            items={[
              [t("Sent to"), link.sent_to],
              [t("Sent"), formatDateTime(link.sent_at)],
              [t("Works until"), formatDateTime(link.expires_at)],
              [t("Opened"), link.opened_at ? formatDateTime(link.opened_at) : t("Not yet")],
              [
                t("Signed"),
                link.signature ? `${link.signature.name}, ${formatDateTime(link.signature.signed_at)}` : t("Not yet"),
              ],
            ]}
          />
          {link.signature && !link.signature_current && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t(
                "The declaration changed after the applicant signed it. Send a new link for them to sign what it says now.",
              )}
            </Alert>
          )}
          {link.signature && link.signature_current && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t("The declaration is exactly what the applicant signed.")}
            </Alert>
          )}
        </>
      ) : (
        <Typography>{t("No link has been sent for this application.")}</Typography>
      )}
      {send.error && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert>
            {send.error instanceof ApiError ? send.error.message : t("The link was not sent. Please try again.")}
          </ErrorAlert>
        </Box>
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t("Please Wait...") : link ? t("Send a new link") : t("E-mail the link to the applicant")}
        </Button>
      </Box>
    </SectionCard>
  );
}
