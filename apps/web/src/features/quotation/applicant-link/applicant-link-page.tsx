import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button, LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { applicantLinkQueryOptions, useSendApplicantLink } from "../api/applicant-link";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";
import styles from "./applicant-link.module.css";

const NOT_YET_WORDS = /*i18n*/ { id: "quotation.applicantLinkPage.notYet", message: "Not yet" };

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
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "quotation.applicantLinkPage.applicantSDeclaration", message: "Applicant's Declaration" })}
      </h1>
      {wizard.quotationNo && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(/*i18n*/ { id: "quotation.applicantLinkPage.quotationNumber", message: "Quotation number:" })}{" "}
          <strong>{wizard.quotationNo}</strong>
        </p>
      )}
      <p className={cx(text.body1, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "quotation.applicantLinkPage.insteadFillingMedicalDeclaration",
            message:
              "Instead of filling in the medical declaration with the customer, e-mail them a secret link: they check the members, answer the questions and sign with their name, without an account.",
          },
        )}
      </p>
      <LinkStatus quotationId={wizard.quotationId} />
      <div className={styles.back}>
        <LinkButton to={stepPath("declaration")} variant="outlined" size="large">
          {t(
            /*i18n*/ {
              id: "quotation.applicantLinkPage.backMedicalDeclaration",
              message: "Back to Medical Declaration",
            },
          )}
        </LinkButton>
      </div>
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
        {status.error instanceof ApiError
          ? status.error.message
          : t(
              /*i18n*/ {
                id: "quotation.applicantLinkPage.linkCouldNotLoaded",
                message: "The link could not be loaded. Please try again.",
              },
            )}
      </ErrorAlert>
    );
  if (!status.data)
    return (
      <PageLoader
        label={t(
          /*i18n*/ { id: "quotation.applicantLinkPage.loadingApplicantSLink", message: "Loading the applicant's link" },
        )}
      />
    );
  const link = status.data.link;
  return (
    <SectionCard
      title={t(/*i18n*/ { id: "quotation.applicantLinkPage.linkApplicant", message: "Link to the applicant" })}
    >
      {send.data?.message && (
        <Alert severity="success" role="status" className={styles.below}>
          {send.data.message}
        </Alert>
      )}
      {link ? (
        <>
          <Details
            items={[
              [t(/*i18n*/ { id: "quotation.applicantLinkPage.sent", message: "Sent to" }), link.sent_to],
              [t(/*i18n*/ { id: "quotation.applicantLinkPage.sent2", message: "Sent" }), formatDateTime(link.sent_at)],
              [
                t(/*i18n*/ { id: "quotation.applicantLinkPage.worksUntil", message: "Works until" }),
                formatDateTime(link.expires_at),
              ],
              [
                t(/*i18n*/ { id: "quotation.applicantLinkPage.opened", message: "Opened" }),
                link.opened_at ? formatDateTime(link.opened_at) : t(NOT_YET_WORDS),
              ],
              [
                t(/*i18n*/ { id: "quotation.applicantLinkPage.signed", message: "Signed" }),
                link.signature
                  ? `${link.signature.name}, ${formatDateTime(link.signature.signed_at)}`
                  : t(NOT_YET_WORDS),
              ],
            ]}
          />
          {link.signature && !link.signature_current && (
            <Alert severity="warning" className={styles.above}>
              {t(
                /*i18n*/ {
                  id: "quotation.applicantLinkPage.declarationChangedAfterApplicant",
                  message:
                    "The declaration changed after the applicant signed it. Send a new link for them to sign what it says now.",
                },
              )}
            </Alert>
          )}
          {link.signature && link.signature_current && (
            <Alert severity="success" role="status" className={styles.above}>
              {t(
                /*i18n*/ {
                  id: "quotation.applicantLinkPage.declarationExactlyWhatApplicant",
                  message: "The declaration is exactly what the applicant signed.",
                },
              )}
            </Alert>
          )}
        </>
      ) : (
        <p className={cx(text.body1, styles.empty)}>
          {t(
            /*i18n*/ {
              id: "quotation.applicantLinkPage.noLinkBeenSent",
              message: "No link has been sent for this application.",
            },
          )}
        </p>
      )}
      {send.error && (
        <div className={styles.above}>
          <ErrorAlert>
            {send.error instanceof ApiError
              ? send.error.message
              : t(
                  /*i18n*/ {
                    id: "quotation.applicantLinkPage.linkNotSentPlease",
                    message: "The link was not sent. Please try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      )}
      <div className={styles.send}>
        <Button variant="contained" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending
            ? t(/*i18n*/ { id: "quotation.applicantLinkPage.pleaseWait", message: "Please Wait..." })
            : link
              ? t(/*i18n*/ { id: "quotation.applicantLinkPage.sendNewLink", message: "Send a new link" })
              : t(
                  /*i18n*/ {
                    id: "quotation.applicantLinkPage.eMailLinkApplicant",
                    message: "E-mail the link to the applicant",
                  },
                )}
        </Button>
      </div>
    </SectionCard>
  );
}
