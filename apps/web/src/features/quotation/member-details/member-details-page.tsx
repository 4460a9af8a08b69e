import { isPlanfor, type MemberView, PLANFOR } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import { Divider } from "../../../ui/plain/divider";
import { ADD_ICON } from "../../../ui/plain/icon-paths";
import text from "../../../ui/plain/typography.module.css";
import { PremiumTotals } from "../../../ui/premium-totals";
import { useToday } from "../../../ui/use-today";
import { membersQueryOptions } from "../api/get-members";
import { quotationQueryOptions } from "../api/get-quotation";
import { QuotationStepper } from "../components/quotation-stepper";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState, setTempStatus } from "../wizard-storage";
import { CensusPanel } from "./census/census-panel";
import { MemberDialog, prefetchMemberDialog, RemoveMemberDialog } from "./lazy-member-dialogs";
import styles from "./member-details.module.css";
import { MemberList } from "./member-list";

/** Step 2 of 5, /Basic-B2C/memberdetail or /addmember (H+): the insured members, priced by the server. */
export function MemberDetailsPage() {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  // Without an open quotation there is nothing to add members to: step 1 comes first.
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <MemberDetails quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

type Editing = { kind: "add" } | { kind: "edit"; member: MemberView } | { kind: "remove"; member: MemberView } | null;

function MemberDetails({ quotationId, storedNumber }: { quotationId: number; storedNumber: string | null }) {
  const { t } = useText();
  const navigate = useNavigate();
  const today = useToday();
  const quotation = useQuery(quotationQueryOptions(quotationId));
  const members = useQuery(membersQueryOptions(quotationId));
  const [editing, setEditing] = useState<Editing>(null);
  const { stepPath, nextPath, stepIndex } = useQuotationJourney();
  useRecordProgress(quotationId, "members");

  const planfor = quotation.data?.planfor;
  const quotationNo = quotation.data?.quotationNo ?? storedNumber;
  const memberCount = members.data?.members.length ?? 0;

  const goBack = () => {
    setTempStatus("Previous");
    navigate(stepPath("sponsor"));
  };
  const proceed = () => {
    setTempStatus("Next");
    navigate(nextPath("members"));
  };

  const failed = quotation.error ?? members.error;

  return (
    <>
      <QuotationStepper activeIndex={stepIndex("members")} />
      <h1 className={text.h1}>
        {t(
          /*i18n*/ {
            id: "quotation.memberDetailsPage.insuranceMemberSDetails",
            message: "Insurance Member(s) Details",
          },
        )}
      </h1>
      {quotationNo && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(/*i18n*/ { id: "quotation.applicantLinkPage.quotationNumber", message: "Quotation number:" })}{" "}
          <strong>{quotationNo}</strong>
        </p>
      )}
      <div className={card.card}>
        {failed ? (
          <ErrorAlert
            onRetry={() => {
              if (quotation.isError) void quotation.refetch();
              if (members.isError) void members.refetch();
            }}
          >
            {failed instanceof ApiError
              ? failed.message
              : t(
                  /*i18n*/ {
                    id: "quotation.memberDetailsPage.membersCouldNotLoaded",
                    message: "The members could not be loaded. Please try again.",
                  },
                )}
          </ErrorAlert>
        ) : !members.data || !isPlanfor(planfor) ? (
          <PageLoader
            label={t(/*i18n*/ { id: "quotation.memberDetailsPage.loadingMembers", message: "Loading the members" })}
          />
        ) : (
          <>
            <div className={styles.listHeader}>
              <h2 className={text.h2}>
                {t(/*i18n*/ { id: "quotation.memberDetailsPage.insuredMembers", message: "Insured members" })}
              </h2>
              <Button
                startIcon={ADD_ICON}
                onClick={() => setEditing({ kind: "add" })}
                onPointerEnter={prefetchMemberDialog}
                onFocus={prefetchMemberDialog}
              >
                {t(/*i18n*/ { id: "quotation.memberDetailsPage.addMember", message: "Add member" })}
              </Button>
            </div>
            {planfor === PLANFOR.COMPANY && <CensusPanel quotationId={quotationId} planfor={planfor} />}
            {memberCount === 0 ? (
              <Alert severity="info">
                {t(
                  /*i18n*/ {
                    id: "quotation.memberDetailsPage.noMembersYetAdd",
                    message: "No members yet. Add each person the plan should cover.",
                  },
                )}
              </Alert>
            ) : (
              <MemberList
                members={members.data.members}
                today={today}
                onEdit={(member) => setEditing({ kind: "edit", member })}
                onRemove={(member) => setEditing({ kind: "remove", member })}
              />
            )}
            <Divider className={styles.divider} />
            <PremiumTotals totals={members.data.totals} />
            {(editing?.kind === "add" || editing?.kind === "edit") && (
              <MemberDialog
                quotationId={quotationId}
                planfor={planfor}
                member={editing.kind === "edit" ? editing.member : null}
                onClose={() => setEditing(null)}
              />
            )}
            {editing?.kind === "remove" && (
              <RemoveMemberDialog quotationId={quotationId} member={editing.member} onClose={() => setEditing(null)} />
            )}
          </>
        )}
      </div>
      <div className={styles.footer}>
        <Button variant="outlined" size="large" onClick={goBack}>
          {t(/*i18n*/ { id: "quotation.reviewStep.previous", message: "Previous" })}
        </Button>
        <Button size="large" disabled={memberCount === 0} onClick={proceed}>
          {t(/*i18n*/ { id: "quotation.memberDetailsPage.saveProceed", message: "Save & Proceed" })}
        </Button>
      </div>
    </>
  );
}
