import { formatDisplayDate, type GetRenewalResponse, RENEWAL_ACCESS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { LinkButton } from "../../../ui/plain/button";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { renewalQueryOptions } from "../api/get-renewal";
import { RenewalError } from "../components/renewal-error";
import page from "../components/renewal-page.module.css";
import { RenewalStepper } from "../components/renewal-stepper";
import { fullName, memberRoleLabel } from "../member-labels";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import { MaskedContact } from "./masked-contact";
import { PolicySummary } from "./policy-summary";
import { RenewalForm } from "./renewal-form";

/** /Basic-Renewals/policydetailsrenewals: the policy found, who stays insured, the contact details (plain, as the other steps). */
export function PolicyDetailsPage() {
  const { t } = useText();
  const details = useQuery(renewalQueryOptions());
  let content: ReactNode;
  if (details.isPending)
    content = (
      <PageLoader
        label={t(/*i18n*/ { id: "renewal.policyDetailsPage.loadingPolicy", message: "Loading the policy" })}
      />
    );
  else if (details.isError) {
    content = (
      <RenewalError
        error={details.error}
        fallback={t(
          /*i18n*/ {
            id: "renewal.policyDetailsPage.policyCouldNotLoaded",
            message: "The policy could not be loaded. Please try again.",
          },
        )}
        onRetry={() => void details.refetch()}
      />
    );
  } else content = <PolicyDetails details={details.data} />;

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.details} />
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "renewal.policyDetailsPage.policyDetails", message: "Policy Details" })}
      </h1>
      {content}
    </>
  );
}

function PolicyDetails({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  if (details.state === "due") {
    // The masked section keeps its place when it is empty, so the form is not mounted anew (and keeps its ticks).
    return (
      <>
        <PolicySummary details={details} />
        {details.access === RENEWAL_ACCESS.MASKED ? <MaskedContact details={details} /> : null}
        <RenewalForm details={details} />
      </>
    );
  }
  return (
    <>
      <div className={page.notice}>
        <NotRenewable details={details} />
      </div>
      <PolicySummary details={details} />
      <SectionCard title={t(/*i18n*/ { id: "renewal.reviewSections.insuredMembers", message: "Insured members" })}>
        <Details
          nameTerms
          items={details.members.map(
            (m) =>
              [
                fullName(m),
                m.date_of_birth
                  ? t(
                      /*i18n*/ {
                        id: "renewal.policyDetailsPage.born",
                        message: "{role}, born {date}",
                        values: { role: memberRoleLabel(m), date: formatDisplayDate(m.date_of_birth) },
                      },
                    )
                  : memberRoleLabel(m),
              ] as const,
          )}
        />
      </SectionCard>
      <LinkButton to={RENEWAL_PATHS.search} variant="outlined" size="large">
        {t(/*i18n*/ { id: "renewal.policyDetailsPage.searchAnotherPolicy", message: "Search for another policy" })}
      </LinkButton>
    </>
  );
}

/** Why there is nothing to pay (renewal states of the server: not yet due, already renewed, cancelled, expired). */
function NotRenewable({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  if (details.state === "not_yet_due") {
    return (
      <Alert severity="info" role="status">
        {t(
          /*i18n*/ {
            id: "renewal.policyDetailsPage.policyRenewedPleaseCome",
            message:
              "This policy can be renewed from {date}. Please come back on or after that date; there is nothing to pay now.",
            values: { date: formatDisplayDate(details.renewalOpensOn) },
          },
        )}
      </Alert>
    );
  }
  if (details.state === "cancelled") {
    return (
      <Alert severity="warning" role="status">
        {t(
          /*i18n*/ {
            id: "renewal.policyDetailsPage.policyCancelledSoCannot",
            message:
              "This policy was cancelled, so it cannot be renewed. Ask your insurance partner for a new application, or contact customer relations (details below).",
          },
        )}
      </Alert>
    );
  }
  if (details.state === "renewed") {
    return (
      <Alert severity="info" role="status">
        {t(
          /*i18n*/ {
            id: "renewal.policyDetailsPage.policyAlreadyBeenRenewed",
            message: "This policy has already been renewed.",
          },
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      {t(
        /*i18n*/ {
          id: "renewal.policyDetailsPage.policyExpiredNoLonger",
          message:
            "This policy expired on {date} and can no longer be renewed online. Ask your insurance partner for a new application, or contact customer relations (details below).",
          values: { date: formatDisplayDate(details.endDate) },
        },
      )}
    </Alert>
  );
}
