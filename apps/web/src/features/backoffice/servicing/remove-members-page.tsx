import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatAed,
  type GetPolicyDetailResponse,
  memberKindLabel,
  POLICY_CHANGE_MESSAGES,
  UPLOAD_HINT,
  uploadFileError,
  uploadRuleBroken,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { FilePickerFrame } from "../../../ui/file-picker-frame";
import { Button } from "../../../ui/plain/button";
import { Checkbox } from "../../../ui/plain/checkbox";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { RecordHeader } from "../detail/record-header";
import { quoteDeletion, useDeleteMembers } from "./api/policy-changes";
import { ChangeDateAndReason, ChangeQuoteAndErrors } from "./change-fields";
import { type ChangeForm, type ChangeFormInput, changeFormSchema, defaultEffectiveDate } from "./change-form";
import { ChangeDone, NotChangeable } from "./change-outcome";
import { policyBack } from "./policy-back";
import { PolicyChangePage, useSaveError } from "./policy-change-page";
import styles from "./servicing.module.css";

/**
 * /policydetails/{policyNo}/remove-members: a worker leaves, a visa is cancelled. The partner chooses the members, the
 * day they stop being covered and the proof; the server's refund for the days left shows before anything is saved.
 */
export function RemoveMembersPage() {
  return <PolicyChangePage>{(policy) => <RemoveMembers policy={policy} />}</PolicyChangePage>;
}

function RemoveMembers({ policy }: { policy: GetPolicyDetailResponse }) {
  const { t } = useText();
  const id = useId();
  const remove = useDeleteMembers();
  const saveError = useSaveError(remove.error);
  const [selected, setSelected] = useState<number[]>([]);
  const [membersError, setMembersError] = useState<string | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const [proofRule, setProofRule] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ChangeFormInput, unknown, ChangeForm>({
    resolver: zodResolver(changeFormSchema),
    defaultValues: { effectiveDate: defaultEffectiveDate(policy), reason: "" },
  });
  const effectiveDate = useWatch({ control, name: "effectiveDate" });
  const current = policy.members.filter((m) => m.removedFrom === null);
  const wanted = { memberIds: [...selected].sort((a, b) => a - b), effectiveDate };
  const quote = useQuery({
    queryKey: ["backoffice", "deletion-quote", policy.policyNo, wanted],
    queryFn: () => quoteDeletion(policy.policyNo, wanted),
    enabled: selected.length > 0 && !!effectiveDate,
    retry: false,
  });
  const back = policyBack(t, policy.policyNo);

  if (remove.data) return <ChangeDone back={back} change={remove.data} kind="deletion" />;
  if (!policy.changeable) return <NotChangeable back={back} />;

  const toggle = (memberId: number, on: boolean) => {
    setMembersError(null);
    setSelected((list) => (on ? [...list, memberId] : list.filter((x) => x !== memberId)));
  };
  /** The members and the proof are checked with the date and the reason, so one press names every problem. */
  const checkChoices = () => {
    if (selected.length === 0) setMembersError(POLICY_CHANGE_MESSAGES.chooseMembers);
    if (!proof) setProofError(POLICY_CHANGE_MESSAGES.proofRequired);
    return selected.length > 0 && proof !== null;
  };
  const onSubmit = handleSubmit((values) => {
    if (!checkChoices() || !proof) return;
    remove.mutate(
      {
        policyNo: policy.policyNo,
        memberIds: selected,
        effectiveDate: values.effectiveDate,
        reason: values.reason,
        proof,
      },
      {
        onError: (error) => {
          applyFieldErrors(error, setError, ["effectiveDate", "reason"]);
          if (error instanceof ApiError) {
            if (error.fieldErrors.memberIds?.[0]) setMembersError(error.fieldErrors.memberIds[0]);
            if (error.fieldErrors.uploadedFiles?.[0]) setProofError(error.fieldErrors.uploadedFiles[0]);
          }
        },
      },
    );
  }, checkChoices);

  return (
    <>
      <RecordHeader
        back={back}
        title={t(
          /*i18n*/ {
            id: "backoffice.removeMembersPage.removeMembersPolicy",
            message: "Remove members from policy {policyNo}",
            values: { policyNo: policy.policyNo },
          },
        )}
      />
      <SectionCard
        title={t(/*i18n*/ { id: "backoffice.removeMembersPage.membersRemove", message: "Members to remove" })}
      >
        <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-members`}>
          <fieldset
            className={styles.members}
            data-invalid={membersError ? "" : undefined}
            aria-describedby={membersError ? `${id}-members-problem` : undefined}
          >
            <legend className={styles.legend} id={`${id}-members`}>
              {t(
                /*i18n*/ {
                  id: "backoffice.removeMembersPage.chooseMembersWhoLeave",
                  message: "Choose the members who leave the policy",
                },
              )}
            </legend>
            <div className={styles.memberList}>
              {current.map((m) => (
                <Checkbox
                  key={m.id}
                  checked={selected.includes(m.id)}
                  onChange={(on) => toggle(m.id, on)}
                  label={t(
                    /*i18n*/ {
                      id: "backoffice.removeMembersPage.year",
                      message: "{name} ({kind}, {premium} a year)",
                      values: {
                        name: m.name,
                        kind: translateMessage(memberKindLabel(m.memberType)),
                        premium: formatAed(m.premiumFils),
                      },
                    },
                  )}
                />
              ))}
            </div>
            {membersError && (
              <p id={`${id}-members-problem`} className={styles.problem}>
                {translateMessage(membersError)}
              </p>
            )}
          </fieldset>
          <ChangeDateAndReason control={control} policy={policy} />
          <FilePickerFrame
            label={t(
              /*i18n*/ {
                id: "backoffice.removeMembersPage.proofCancellationLetterVisa",
                message: "Proof (cancellation letter or visa cancellation)",
              },
            )}
            required
            status={<span className={cx(text.body2, text.secondary)}>{proof ? proof.name : UPLOAD_HINT}</span>}
            error={proofError && translateMessage(proofError)}
            errorDetail={proofRule}
            buttonText={
              proof
                ? t(/*i18n*/ { id: "backoffice.uploadDocumentForm.chooseAnotherFile", message: "Choose another file" })
                : t(/*i18n*/ { id: "backoffice.uploadDocumentForm.chooseFile", message: "Choose file" })
            }
            onFile={(chosen) => {
              const refused = uploadFileError(chosen);
              setProofError(refused);
              setProofRule(refused ? uploadRuleBroken(chosen) : null);
              setProof(refused ? null : chosen);
            }}
          />
          <ChangeQuoteAndErrors
            quote={quote}
            saveError={saveError}
            shape={{ effectiveDate, memberNames: current.filter((m) => selected.includes(m.id)).map((m) => m.name) }}
          />
          <Button type="submit" variant="contained" loading={remove.isPending} className={styles.submit}>
            {t(/*i18n*/ { id: "backoffice.removeMembersPage.removeMembers", message: "Remove the members" })}
          </Button>
        </form>
      </SectionCard>
    </>
  );
}
