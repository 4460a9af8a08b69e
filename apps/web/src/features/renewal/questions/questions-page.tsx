import type { GetRenewalReviewResponse, RenewalDeclarationRequest, RenewalQuestion } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button, LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { questionsQueryOptions } from "../api/get-questions";
import { renewalReviewQueryOptions } from "../api/get-renewal-review";
import { useSaveDeclaration } from "../api/save-declaration";
import { RenewalError } from "../components/renewal-error";
import page from "../components/renewal-page.module.css";
import { RenewalStepper } from "../components/renewal-stepper";
import { fullName } from "../member-labels";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import { type AnswerDraft, QuestionField } from "./question-field";

const DECLARATION_WORDS = /*i18n*/ { id: "renewal.questionsPage.declaration", message: "Declaration" };

/** The server's key for one member's answer to one question (its field errors use it too). */
const answerKey = (memberSno: number, questionId: string) => `${memberSno}.${questionId}`;

/** /Basic-Renewals/question: the renewal declaration, every question for every member kept. */
export function QuestionsPage() {
  const { t } = useText();
  const review = useQuery(renewalReviewQueryOptions());
  const questions = useQuery(questionsQueryOptions());
  let content: ReactNode;
  const error = review.error ?? questions.error;
  if (error) {
    content = (
      <RenewalError
        error={error}
        fallback={t(
          /*i18n*/ {
            id: "renewal.questionsPage.questionsCouldNotLoaded",
            message: "The questions could not be loaded. Please try again.",
          },
        )}
        onRetry={() => {
          void review.refetch();
          void questions.refetch();
        }}
        conflictLink="details"
      />
    );
  } else if (review.data && questions.data) {
    content = <DeclarationForm review={review.data} questions={questions.data} />;
  } else
    content = (
      <PageLoader
        label={t(/*i18n*/ { id: "renewal.questionsPage.loadingQuestions", message: "Loading the questions" })}
      />
    );

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.details} />
      <h1 className={text.h1}>{t(DECLARATION_WORDS)}</h1>
      {review.data && (
        <p className={cx(text.secondary, page.lead)}>
          {t(/*i18n*/ { id: "renewal.paymentResultPage.renewalQuotationNumber", message: "Renewal quotation number:" })}{" "}
          <strong>{review.data.quotationNo}</strong>
        </p>
      )}
      {content}
    </>
  );
}

function initialAnswers(review: GetRenewalReviewResponse): Record<string, AnswerDraft> {
  const drafts: Record<string, AnswerDraft> = {};
  for (const member of review.members) {
    for (const a of member.answers) {
      drafts[answerKey(member.member_sno, a.questionId)] = { answer: a.answer, details: a.details ?? "" };
    }
  }
  return drafts;
}

const EMPTY: AnswerDraft = { answer: null, details: "" };

function DeclarationForm({ review, questions }: { review: GetRenewalReviewResponse; questions: RenewalQuestion[] }) {
  const { t } = useText();
  const navigate = useNavigate();
  const save = useSaveDeclaration();
  const [answers, setAnswers] = useState(() => initialAnswers(review));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // After the server pointed at questions, the first of them gets the focus.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('[data-invalid="true"] input')?.focus();
  }, [errors]);

  const change = (key: string, value: AnswerDraft) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Unanswered questions are left out: the server names each one ("Answer this question.").
    const request: RenewalDeclarationRequest = { answers: [] };
    for (const member of review.members) {
      for (const question of questions) {
        const draft = answers[answerKey(member.member_sno, question.id)];
        if (!draft || draft.answer === null) continue;
        const details = draft.answer !== question.expectedAnswer ? draft.details.trim() : "";
        request.answers.push({
          memberId: member.member_sno,
          questionId: question.id,
          answer: draft.answer,
          details: details || null,
        });
      }
    }
    save.mutate(request, {
      onSuccess: () => navigate(RENEWAL_PATHS.finalize),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(
            Object.fromEntries(Object.entries(error.fieldErrors).map(([key, messages]) => [key, messages[0]!])),
          );
        }
      },
    });
  };

  const pointedAtQuestions = save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t(DECLARATION_WORDS)}>
      <p className={cx(text.secondary, page.lead)}>
        {t(
          /*i18n*/ {
            id: "renewal.questionsPage.answerEachQuestionEvery",
            message:
              "Answer each question for every member who stays insured. If an answer is not the usual one, tell us more about it.",
          },
        )}
      </p>
      {save.error && (
        <div className={page.notice}>
          {pointedAtQuestions ? (
            <Alert severity="error">{save.error.message}</Alert>
          ) : (
            <RenewalError
              error={save.error}
              fallback={t(
                /*i18n*/ {
                  id: "renewal.questionsPage.answersCouldNotSaved",
                  message: "The answers could not be saved. Please try again.",
                },
              )}
              conflictLink="details"
            />
          )}
        </div>
      )}
      {review.members.map((member) => (
        <SectionCard key={member.member_sno} title={fullName(member)}>
          {questions.map((question) => {
            const key = answerKey(member.member_sno, question.id);
            return (
              <QuestionField
                key={key}
                question={question}
                value={answers[key] ?? EMPTY}
                error={errors[key]}
                onChange={(value) => change(key, value)}
              />
            );
          })}
        </SectionCard>
      ))}
      <div className={page.actions}>
        <LinkButton to={RENEWAL_PATHS.details} variant="outlined" size="large">
          {t(/*i18n*/ { id: "renewal.stepBackLink.back", message: "Back" })}
        </LinkButton>
        <Button type="submit" size="large" loading={save.isPending} loadingPosition="start">
          {save.isPending
            ? t(/*i18n*/ { id: "renewal.form.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "renewal.form.continue", message: "Continue" })}
        </Button>
      </div>
    </form>
  );
}
