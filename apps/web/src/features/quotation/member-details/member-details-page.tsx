import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type MemberView, PLANFOR, planforSchema } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { AddIcon } from "../../../ui/material-icons";
import { PageLoader } from "../../../ui/page-loader";
import { PremiumTotals } from "../../../ui/premium-totals";
import { useToday } from "../../../ui/use-today";
import { membersQueryOptions } from "../api/get-members";
import { quotationQueryOptions } from "../api/get-quotation";
import { QuotationStepper } from "../components/quotation-stepper";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState, setTempStatus } from "../wizard-storage";
import { CensusPanel } from "./census/census-panel";
import { MemberDialog } from "./member-dialog";
import { MemberList } from "./member-list";
import { RemoveMemberDialog } from "./remove-member-dialog";

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

  const planfor = planforSchema.safeParse(quotation.data?.planfor);
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
      <Typography variant="h1" gutterBottom>
        {t("Insurance Member(s) Details")}
      </Typography>
      {quotationNo && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t("Quotation number:")} <strong>{quotationNo}</strong>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {failed ? (
          <ErrorAlert
            onRetry={() => {
              if (quotation.isError) void quotation.refetch();
              if (members.isError) void members.refetch();
            }}
          >
            {failed instanceof ApiError ? failed.message : t("The members could not be loaded. Please try again.")}
          </ErrorAlert>
        ) : !members.data || !planfor.success ? (
          <PageLoader label={t("Loading the members")} />
        ) : (
          <>
            <Box
              sx={{
                display: "flex",
                flexWrap: "wrap",
                justifyContent: "space-between",
                alignItems: "center",
                gap: 1,
                mb: 2,
              }}
            >
              <Typography variant="h2">{t("Insured members")}</Typography>
              <Button
                variant="contained"
                startIcon={<AddIcon aria-hidden="true" />}
                onClick={() => setEditing({ kind: "add" })}
              >
                {t("Add member")}
              </Button>
            </Box>
            {planfor.data === PLANFOR.COMPANY && <CensusPanel quotationId={quotationId} planfor={planfor.data} />}
            {memberCount === 0 ? (
              <Alert severity="info">{t("No members yet. Add each person the plan should cover.")}</Alert>
            ) : (
              <MemberList
                members={members.data.members}
                today={today}
                onEdit={(member) => setEditing({ kind: "edit", member })}
                onRemove={(member) => setEditing({ kind: "remove", member })}
              />
            )}
            <Divider sx={{ my: 2 }} />
            <PremiumTotals totals={members.data.totals} />
            {(editing?.kind === "add" || editing?.kind === "edit") && (
              <MemberDialog
                quotationId={quotationId}
                planfor={planfor.data}
                member={editing.kind === "edit" ? editing.member : null}
                onClose={() => setEditing(null)}
              />
            )}
            {editing?.kind === "remove" && (
              <RemoveMemberDialog quotationId={quotationId} member={editing.member} onClose={() => setEditing(null)} />
            )}
          </>
        )}
      </Paper>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, mt: 3 }}>
        <Button variant="outlined" size="large" onClick={goBack}>
          {t("Previous")}
        </Button>
        <Button variant="contained" size="large" disabled={memberCount === 0} onClick={proceed}>
          {t("Save & Proceed")}
        </Button>
      </Box>
    </>
  );
}
