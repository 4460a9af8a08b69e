import { APPLICANT_CONSENT_TEXT, APPLICANT_LINK_MESSAGES, type ApplicantApplication } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { InsurerMark } from "../../shell/insurer-mark";
import frame from "../../shell/public-page.module.css";
import {
  answersDraftOf,
  answersRequestOf,
  detailsEntriesOf,
  detailsRequestOf,
} from "../../ui/declaration/declaration-drafts";
import { AnswersFields, DetailsFields } from "../../ui/declaration/declaration-fields";
import { DeclarationFooter } from "../../ui/declaration/declaration-footer";
import { issuesByPath, type PathErrors, saveChecked } from "../../ui/declaration/path-errors";
import { DeclarationSummary } from "../../ui/declaration-summary";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { Checkbox } from "../../ui/plain/checkbox";
import { cx } from "../../ui/plain/class-names";
import { TextField } from "../../ui/plain/text-field";
import text from "../../ui/plain/typography.module.css";
import { SectionCard } from "../../ui/section-card";
import { useToday } from "../../ui/use-today";
import { applicationQueryOptions, useSaveApplicantDeclaration, useSignDeclaration } from "./applicant-api";
import styles from "./applicant-page.module.css";
import { loadApplicantSchemas } from "./applicant-schemas";

/**
 * /applicantdettail/:token — the applicant's own page, opened from the e-mailed link without an account: the members
 * and their medical declaration to complete, then the signature (typed name and consent).
 */
export function ApplicantPage() {
  const { t } = useText();
  const token = useParams().token ?? "";
  const application = useQuery(applicationQueryOptions(token));
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <InsurerMark />
      </header>
      <main className={cx(frame.main, styles.main)}>
        <h1 className={text.h1}>
          {t(/*i18n*/ { id: "applicant.page.healthDeclaration", message: "Your health declaration" })}
        </h1>
        {application.isError ? (
          <ErrorAlert onRetry={() => void application.refetch()}>
            {application.error instanceof ApiError
              ? // A link that is not even shaped like one is as useless as an expired one.
                application.error.status === 400
                ? translateMessage(APPLICANT_LINK_MESSAGES.invalid)
                : application.error.message
              : t(
                  /*i18n*/ {
                    id: "applicant.page.applicationCouldNotLoaded",
                    message: "Your application could not be loaded. Check your connection and try again.",
                  },
                )}
          </ErrorAlert>
        ) : !application.data ? (
          <PageLoader
            label={t(/*i18n*/ { id: "applicant.page.loadingApplication", message: "Loading your application" })}
          />
        ) : (
          <Application token={token} application={application.data} />
        )}
      </main>
    </div>
  );
}

type Stage = "answers" | "details" | "sign";

function Application({ token, application }: { token: string; application: ApplicantApplication }) {
  const { t, tNodes } = useText();
  const [stage, setStage] = useState<Stage>(application.declaration.complete ? "sign" : "answers");
  return (
    <>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {application.plan_name
          ? tNodes(
              /*i18n*/ {
                id: "applicant.page.applicationHPlanPrepared",
                message: "Application {number} for {sponsor}, H+ {plan} plan, prepared by {partner}.",
              },
              {
                number: <strong>{application.quotation_no}</strong>,
                sponsor: application.sponsor_name,
                plan: application.plan_name,
                partner: application.partner_name,
              },
            )
          : tNodes(
              /*i18n*/ {
                id: "applicant.page.applicationPrepared",
                message: "Application {number} for {sponsor}, prepared by {partner}.",
              },
              {
                number: <strong>{application.quotation_no}</strong>,
                sponsor: application.sponsor_name,
                partner: application.partner_name,
              },
            )}
      </p>
      {application.signature ? (
        <>
          <Alert severity="success" role="status" className={styles.signed}>
            {t(
              /*i18n*/ {
                id: "applicant.page.signedThankYouInsurance",
                message:
                  "Signed by {name} on {date}. Thank you: your insurance partner will take the application on from here.",
                values: { name: application.signature.name, date: formatDateTime(application.signature.signed_at) },
              },
            )}
          </Alert>
          <SectionCard title={t(/*i18n*/ { id: "applicant.page.whatYouDeclared", message: "What you declared" })}>
            <DeclarationSummary declaration={application.declaration} />
          </SectionCard>
        </>
      ) : stage === "answers" ? (
        <AnswersForm
          token={token}
          application={application}
          onSaved={(needsDetails) => setStage(needsDetails ? "details" : "sign")}
        />
      ) : stage === "details" ? (
        <DetailsForm
          token={token}
          application={application}
          onSaved={() => setStage("sign")}
          onBack={() => setStage("answers")}
        />
      ) : (
        <SignForm token={token} application={application} onChange={() => setStage("answers")} />
      )}
    </>
  );
}

function AnswersForm(props: {
  token: string;
  application: ApplicantApplication;
  onSaved(needsDetails: boolean): void;
}) {
  const { t } = useText();
  const { declaration } = props.application;
  const save = useSaveApplicantDeclaration(props.token).answers;
  const [members, setMembers] = useState(() => answersDraftOf(declaration));
  const [errors, setErrors] = useState<PathErrors>({});
  const submit = async () => {
    const body = answersRequestOf(members, declaration.questions);
    const { declarationRequestSchema } = await loadApplicantSchemas();
    const done = await saveChecked(declarationRequestSchema, body, save.mutateAsync, setErrors);
    if (done) props.onSaved(done.saved.needs_details);
  };
  return (
    <>
      <p className={styles.intro}>
        {t(
          /*i18n*/ {
            id: "applicant.page.answerEachMemberYes",
            message: "Answer for each member. A Yes to a question about a condition asks for its details next.",
          },
        )}
      </p>
      <AnswersFields members={members} questions={declaration.questions} errors={errors} onChange={setMembers} />
      <DeclarationFooter
        markedFields={Object.keys(errors).length}
        marked="answers"
        saveError={save.error}
        saving={save.isPending}
        saveLabel={t(/*i18n*/ { id: "applicant.page.saveAnswers", message: "Save answers" })}
        onSave={submit}
      />
    </>
  );
}

function DetailsForm(props: { token: string; application: ApplicantApplication; onSaved(): void; onBack(): void }) {
  const { t } = useText();
  const today = useToday();
  const save = useSaveApplicantDeclaration(props.token).details;
  const [entries, setEntries] = useState(() => detailsEntriesOf(props.application.declaration));
  const [errors, setErrors] = useState<PathErrors>({});
  const submit = async () => {
    const { declarationDetailsRequestSchema } = await loadApplicantSchemas();
    const done = await saveChecked(
      declarationDetailsRequestSchema,
      detailsRequestOf(entries),
      save.mutateAsync,
      setErrors,
    );
    if (done) props.onSaved();
  };
  return (
    <>
      <p className={styles.intro}>
        {t(
          /*i18n*/ {
            id: "applicant.page.eachYesSayWhat",
            message:
              "For each Yes, say what it was, when it was diagnosed or happened, how it was treated and how it is now.",
          },
        )}
      </p>
      <DetailsFields entries={entries} today={today} errors={errors} onChange={setEntries} />
      <DeclarationFooter
        markedFields={Object.keys(errors).length}
        marked="details"
        saveError={save.error}
        saving={save.isPending}
        saveLabel={t(/*i18n*/ { id: "applicant.page.saveDetails", message: "Save details" })}
        previousLabel={t(/*i18n*/ { id: "applicant.page.back", message: "Back" })}
        onSave={submit}
        onPrevious={props.onBack}
      />
    </>
  );
}

function SignForm(props: { token: string; application: ApplicantApplication; onChange(): void }) {
  const { t } = useText();
  const sign = useSignDeclaration(props.token);
  const [name, setName] = useState("");
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<PathErrors>({});
  const submit = async () => {
    const { applicantSignRequestSchema } = await loadApplicantSchemas();
    const parsed = applicantSignRequestSchema.safeParse({ name, consent });
    if (!parsed.success) return setErrors(issuesByPath(parsed.error.issues));
    setErrors({});
    sign.mutate(parsed.data);
  };
  return (
    <>
      <SectionCard
        title={t(/*i18n*/ { id: "applicant.page.checkDeclaration", message: "Check your declaration" })}
        action={
          <Button variant="text" size="small" onClick={props.onChange}>
            {t(/*i18n*/ { id: "applicant.page.changeAnswers", message: "Change answers" })}
          </Button>
        }
      >
        <DeclarationSummary declaration={props.application.declaration} />
      </SectionCard>
      <SectionCard title={t(/*i18n*/ { id: "applicant.page.sign", message: "Sign" })}>
        <Checkbox
          checked={consent}
          onChange={setConsent}
          label={translateMessage(APPLICANT_CONSENT_TEXT)}
          problem={errors.consent}
        />
        <TextField
          name="name"
          label={t(/*i18n*/ { id: "applicant.page.fullName", message: "Your full name" })}
          value={name}
          onChange={setName}
          problem={errors.name}
          helperText={t(
            /*i18n*/ {
              id: "applicant.page.typingNameSignsDeclaration",
              message: "Typing your name signs the declaration.",
            },
          )}
          autoComplete="name"
        />
        {sign.error && (
          <div className={styles.signError}>
            <ErrorAlert>
              {sign.error instanceof ApiError
                ? sign.error.message
                : t(
                    /*i18n*/ {
                      id: "applicant.page.signatureNotSavedPlease",
                      message: "The signature was not saved. Please try again.",
                    },
                  )}
            </ErrorAlert>
          </div>
        )}
        <div className={styles.signActions}>
          <Button size="large" onClick={() => void submit()} loading={sign.isPending} loadingPosition="start">
            {sign.isPending
              ? t(/*i18n*/ { id: "applicant.page.pleaseWait", message: "Please Wait..." })
              : t(/*i18n*/ { id: "applicant.page.signDeclaration", message: "Sign the declaration" })}
          </Button>
        </div>
      </SectionCard>
    </>
  );
}
