import { type DeclarationResponse, declarationRequestSchema } from "@pp/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useText } from "../../../i18n/use-text";
import { answersDraftOf, answersRequestOf } from "../../../ui/declaration/declaration-drafts";
import { AnswersFields } from "../../../ui/declaration/declaration-fields";
import { DeclarationFooter } from "../../../ui/declaration/declaration-footer";
import { type PathErrors, saveChecked } from "../../../ui/declaration/path-errors";
import { Link as RouterLink } from "../../../ui/link";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { useSaveDeclaration } from "../api/declaration";
import { APPLICANT_LINK_PATH } from "../applicant-link/applicant-link-path";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import styles from "./declaration.module.css";
import { DECLARATION_DETAILS_PATH } from "./declaration-paths";
import { DeclarationStepFrame } from "./declaration-step-frame";

/** H+ step 4, /question: each member's height, weight and answers to the medical questions. */
export function DeclarationPage() {
  const { t } = useText();
  return (
    <DeclarationStepFrame
      title={t(/*i18n*/ { id: "quotation.declarationPage.medicalDeclaration", message: "Medical Declaration" })}
      loadingLabel={t(
        /*i18n*/ { id: "quotation.declarationPage.loadingMedicalQuestions", message: "Loading the medical questions" },
      )}
    >
      {(quotationId, data) => <DeclarationForm quotationId={quotationId} data={data} />}
    </DeclarationStepFrame>
  );
}

function DeclarationForm({ quotationId, data }: { quotationId: number; data: DeclarationResponse }) {
  const { t } = useText();
  useRecordProgress(quotationId, "declaration");
  const navigate = useNavigate();
  const { nextPath, previousPath, journey } = useQuotationJourney();
  const save = useSaveDeclaration(quotationId);
  const [members, setMembers] = useState(() => answersDraftOf(data));
  const [errors, setErrors] = useState<PathErrors>({});

  const submit = async () => {
    const body = answersRequestOf(members, data.questions);
    const done = await saveChecked(declarationRequestSchema, body, save.mutateAsync, setErrors);
    if (!done) return;
    setTempStatus("Next");
    navigate(done.saved.needs_details ? DECLARATION_DETAILS_PATH : nextPath("declaration"));
  };
  const errorCount = Object.keys(errors).length;

  return (
    <>
      <p className={cx(text.body1, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "quotation.declarationPage.answerEachMemberCustomer",
            message:
              "Answer for each member, with the customer. A Yes to a question about a condition asks for its details on the next page. Or",
          },
        )}{" "}
        <RouterLink className={text.link} to={`${journey.base}${APPLICANT_LINK_PATH}`}>
          {t(
            /*i18n*/ {
              id: "quotation.declarationPage.eMailApplicantLink",
              message: "e-mail the applicant a link to answer and sign it themselves",
            },
          )}
        </RouterLink>
        .
      </p>
      <AnswersFields members={members} questions={data.questions} errors={errors} onChange={setMembers} />
      <DeclarationFooter
        markedFields={errorCount}
        marked="answers"
        saveError={save.error}
        saving={save.isPending}
        onSave={submit}
        onPrevious={() => {
          setTempStatus("Previous");
          navigate(previousPath("declaration"));
        }}
      />
    </>
  );
}
