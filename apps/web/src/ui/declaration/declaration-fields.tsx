import type { IsoDate, MedicalQuestion } from "@pp/domain";
import type { DetailsEntry } from "./declaration-drafts";
import { type MemberAnswers, MemberDeclaration } from "./member-declaration";
import type { PathErrors } from "./path-errors";
import { YesAnswerDetails } from "./yes-answer-details";

/** Every member's height, weight and answers, as the partner and the applicant fill them in. */
export function AnswersFields(props: {
  members: readonly MemberAnswers[];
  questions: readonly MedicalQuestion[];
  errors: PathErrors;
  onChange(members: MemberAnswers[]): void;
}) {
  return props.members.map((member, index) => (
    <MemberDeclaration
      key={member.id}
      index={index}
      member={member}
      questions={props.questions}
      errors={props.errors}
      onChange={(changed) => props.onChange(props.members.map((m) => (m.id === changed.id ? changed : m)))}
    />
  ));
}

/** The details of every "yes" that asks for them, as the partner and the applicant fill them in. */
export function DetailsFields(props: {
  entries: readonly DetailsEntry[];
  today: IsoDate;
  errors: PathErrors;
  onChange(entries: DetailsEntry[]): void;
}) {
  return props.entries.map((entry, index) => (
    <YesAnswerDetails
      key={`${entry.memberId}/${entry.questionId}`}
      title={`${entry.memberName}: ${entry.question}`}
      path={`details.${index}`}
      draft={entry.draft}
      today={props.today}
      errors={props.errors}
      onChange={(draft) => props.onChange(props.entries.map((e, i) => (i === index ? { ...e, draft } : e)))}
    />
  ));
}
