import { zodResolver } from "@hookform/resolvers/zod";
import {
  birthDateWindow,
  GENDER_OPTIONS,
  isNewbornEligible,
  MARITAL_STATUS_OPTIONS,
  MEMBER_ENTRY_DEFAULTS,
  MEMBER_TYPE,
  type MemberEntry,
  type MemberEntryInput,
  type MemberView,
  memberEntrySchema,
  memberTypeOptions,
  NEWBORN_MAX_AGE_DAYS,
  nextMemberDefaults,
  OCCUPATIONS,
  type Planfor,
  RELATION_OPTIONS,
  SALARY_BAND_OPTIONS,
} from "@pp/domain";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type Control, type FieldPath, useController, useForm } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormDateField } from "../../../ui/form-date-field";
import { FormRadioGroup } from "../../../ui/form-radio-group";
import { FormTextField } from "../../../ui/form-text-field";
import { IdentityNumberFields } from "../../../ui/identity-number-fields";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { Checkbox } from "../../../ui/plain/checkbox";
import { cx } from "../../../ui/plain/class-names";
import { Dialog, DialogActions, DialogContent } from "../../../ui/plain/dialog";
import { FieldHelper } from "../../../ui/plain/field-frame";
import { FormSelect } from "../../../ui/plain/form-select";
import text from "../../../ui/plain/typography.module.css";
import { useToday } from "../../../ui/use-today";
import { useAddMember } from "../api/add-member";
import { useUpdateMember } from "../api/update-member";
import styles from "./member-details.module.css";
import { NationalityField } from "./nationality-field";

const ADD_MEMBER_WORDS = /*i18n*/ { id: "quotation.memberDetailsPage.addMember", message: "Add member" };

const MEMBER_FIELDS = [
  "member_type",
  "relation",
  "first_name",
  "family_name",
  "gender",
  "date_of_birth",
  "marital_status",
  "nationality",
  "occupation",
  "salary_band",
  "is_newborn",
  "emirates_id",
  "passport_no",
  "uid_no",
] as const satisfies readonly FieldPath<MemberEntryInput>[];

/** In step 2 every ID number may wait: step 3 asks for the ones the member's documents require. */
const NUMBERS_LATER = { emiratesId: "optional", passport: "optional", uid: "optional" } as const;

const OCCUPATION_OPTIONS = OCCUPATIONS.map((o) => ({ value: o, label: o }));

/** A stored member as the form's starting values (the server sent back what it accepted). */
function toFormValues(member: MemberView): MemberEntryInput {
  return {
    member_type: member.member_type as MemberEntryInput["member_type"],
    relation: member.relation as MemberEntryInput["relation"],
    first_name: member.first_name,
    family_name: member.family_name,
    gender: member.gender as MemberEntryInput["gender"],
    date_of_birth: member.date_of_birth,
    marital_status: member.marital_status as MemberEntryInput["marital_status"],
    nationality: member.nationality,
    occupation: member.occupation as MemberEntryInput["occupation"],
    salary_band: member.salary_band as MemberEntryInput["salary_band"],
    is_newborn: member.is_newborn,
    emirates_id: member.emirates_id ?? "",
    passport_no: member.passport_no ?? "",
    uid_no: member.uid_no ?? "",
  };
}

/** A census row fixed in the form: its values and problems as read; saving hands the fixed values back. */
type CensusRowFix = {
  row: number;
  values: MemberEntryInput;
  problems: Record<string, string[]>;
  onFixed: (values: MemberEntryInput) => void;
};

type MemberDialogProps = {
  quotationId: number;
  planfor: Planfor;
  /** The member to edit, or null to add one. */
  member: MemberView | null;
  /** A census row to fix instead: nothing is sent, the row is kept with the census until its members are added. */
  fix?: CensusRowFix;
  onClose: () => void;
};

/**
 * Adds or edits one insured member; the server prices it. Field errors from the server land on their fields and
 * anything else (no rate for the member, a network failure) shows above the form, with the input kept.
 */
export default function MemberDialog({ quotationId, planfor, member, fix, onClose }: MemberDialogProps) {
  const { t } = useText();
  const today = useToday();
  const schema = useMemo(() => memberEntrySchema(today, planfor), [today, planfor]);
  const add = useAddMember(quotationId);
  const update = useUpdateMember(quotationId);
  const save = member ? update : add;

  // Who was just added with "Add another like this": said above the emptied form, so the partner knows it went in.
  const [justAdded, setJustAdded] = useState<{ name: string; count: number } | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, watch, trigger, reset, setFocus } = useForm<
    MemberEntryInput,
    unknown,
    MemberEntry
  >({
    resolver: zodResolver(schema),
    mode: "onTouched",
    defaultValues: fix ? fix.values : member ? toFormValues(member) : MEMBER_ENTRY_DEFAULTS,
  });

  // A census row opens with its problems shown, the census's own words (a choice the column does not know) first.
  // Once, as opened: the partner's edits are then checked as they are typed.
  const openedWith = useRef(fix?.problems);
  useEffect(() => {
    const problems = openedWith.current;
    if (!problems) return;
    void trigger().then(() => {
      for (const [field, messages] of Object.entries(problems)) {
        const name = MEMBER_FIELDS.find((f) => f === field);
        if (name && messages[0]) setError(name, { message: messages[0] });
      }
    });
  }, [trigger, setError]);

  const memberType = watch("member_type");
  const relation = watch("relation");
  const dateOfBirth = watch("date_of_birth");
  const dependent = memberType === MEMBER_TYPE.DEPENDENT;
  const worker = memberType != null && !dependent;
  const newbornEligible = isNewbornEligible(
    { member_type: memberType, relation, date_of_birth: dateOfBirth ?? "" },
    today,
  );

  // A newborn flag that no longer fits (another relation, an older date of birth) is dropped, not left as an error.
  useEffect(() => {
    if (!newbornEligible && getValues("is_newborn")) setValue("is_newborn", false);
  }, [newbornEligible, getValues, setValue]);

  const changeMemberType = (value: string | number) => {
    if (value === MEMBER_TYPE.DEPENDENT) setValue("salary_band", null);
    else {
      setValue("relation", null);
      setValue("is_newborn", false);
    }
    void trigger("member_type");
  };

  const submitWith = (another: boolean) =>
    handleSubmit((values) => {
      if (fix) {
        fix.onFixed(values);
        return onClose();
      }
      const onError = (error: Error) => applyFieldErrors(error, setError, MEMBER_FIELDS);
      if (member)
        return update.mutate({ memberId: member.member_sno, member: values }, { onSuccess: onClose, onError });
      const addedAnother = () => {
        reset(nextMemberDefaults(values));
        setJustAdded((was) => ({ name: `${values.first_name} ${values.family_name}`, count: (was?.count ?? 0) + 1 }));
      };
      add.mutate(values, { onSuccess: another ? addedAnother : onClose, onError });
    });
  const onSubmit = submitWith(false);
  // The next member starts at their name; after the render that emptied it, and the save button's busy state ended.
  const addedCount = justAdded?.count ?? 0;
  useEffect(() => {
    if (addedCount > 0) setFocus("first_name");
  }, [addedCount, setFocus]);

  const error = save.error;
  const fieldErrorsOnly = error instanceof ApiError && MEMBER_FIELDS.some((f) => error.fieldErrors[f]?.length);
  const errorMessage =
    error && !fieldErrorsOnly
      ? error instanceof ApiError
        ? error.message
        : t(
            /*i18n*/ {
              id: "quotation.memberDialog.memberCouldNotSaved",
              message: "The member could not be saved. Please try again.",
            },
          )
      : null;

  return (
    <Dialog
      title={
        fix
          ? t(
              /*i18n*/ {
                id: "quotation.memberDialog.fixRowCensus",
                message: "Fix row {row} of the census",
                values: { row: fix.row },
              },
            )
          : member
            ? t(/*i18n*/ { id: "quotation.memberDialog.editMember", message: "Edit member" })
            : t(ADD_MEMBER_WORDS)
      }
      busy={save.isPending}
      onClose={onClose}
      width="md"
      fullScreenOnPhone
      onSubmit={onSubmit}
    >
      <DialogContent>
        <p className={cx(text.body2, text.secondary, styles.plain)}>
          {t(
            /*i18n*/ {
              id: "quotation.memberDialog.fieldsMarkedRequired",
              message: "Fields marked with * are required.",
            },
          )}
        </p>
        {justAdded && !errorMessage && (
          <Alert severity="success" role="status" className={styles.spaced}>
            {t(
              /*i18n*/ {
                id: "quotation.memberDialog.addedEnterNextMember",
                message:
                  "{name} was added. Enter the next member: the type, occupation, salary and nationality are kept.",
                values: {
                  name: justAdded.name,
                },
              },
            )}
          </Alert>
        )}
        {errorMessage && (
          <div className={styles.spaced}>
            <ErrorAlert>{errorMessage}</ErrorAlert>
          </div>
        )}
        <div className={styles.fields}>
          <FormSelect
            control={control}
            name="member_type"
            label={t(/*i18n*/ { id: "quotation.memberDialog.memberType", message: "Member type" })}
            options={memberTypeOptions(planfor)}
            onValueChange={changeMemberType}
            required
          />
          {dependent ? (
            <FormSelect
              control={control}
              name="relation"
              label={t(/*i18n*/ { id: "quotation.reviewContent.relation", message: "Relation" })}
              options={RELATION_OPTIONS}
              required
            />
          ) : worker ? (
            <FormSelect
              control={control}
              name="salary_band"
              label={t(/*i18n*/ { id: "quotation.memberDialog.monthlySalary", message: "Monthly salary" })}
              options={SALARY_BAND_OPTIONS}
              required
            />
          ) : (
            <span />
          )}
          <FormTextField
            control={control}
            name="first_name"
            label={t(/*i18n*/ { id: "quotation.memberDialog.firstName", message: "First Name" })}
            autoComplete="off"
            required
          />
          <FormTextField
            control={control}
            name="family_name"
            label={t(/*i18n*/ { id: "quotation.memberDialog.familyName", message: "Family Name" })}
            autoComplete="off"
            required
          />
          <FormRadioGroup
            control={control}
            name="gender"
            label={t(/*i18n*/ { id: "quotation.reviewContent.gender", message: "Gender" })}
            options={GENDER_OPTIONS}
            required
          />
          <FormDateField
            control={control}
            name="date_of_birth"
            label={t(/*i18n*/ { id: "quotation.reviewContent.dateBirth", message: "Date of birth" })}
            window={birthDateWindow(today)}
            openTo="year"
            typed
            required
          />
          <FormSelect
            control={control}
            name="marital_status"
            label={t(/*i18n*/ { id: "quotation.memberDialog.maritalStatus", message: "Marital status" })}
            options={MARITAL_STATUS_OPTIONS}
            required
          />
          <NationalityField control={control} name="nationality" />
          <FormSelect
            control={control}
            name="occupation"
            label={t(/*i18n*/ { id: "quotation.reviewContent.occupation", message: "Occupation" })}
            options={OCCUPATION_OPTIONS}
            required
          />
          <NewbornCheckbox control={control} enabled={newbornEligible} />
        </div>
        <h3 className={styles.subheading}>
          {t(/*i18n*/ { id: "quotation.memberDialog.idNumbers", message: "ID numbers" })}
        </h3>
        <p className={cx(text.body2, text.secondary, styles.plain)}>
          {t(
            /*i18n*/ {
              id: "quotation.memberDialog.ifYouThemNow",
              message: "If you have them now; otherwise Documents asks for the ones this member needs.",
            },
          )}
        </p>
        <div className={styles.fields}>
          <IdentityNumberFields
            control={control}
            names={{ emiratesId: "emirates_id", passport: "passport_no", uid: "uid_no" }}
            requirements={NUMBERS_LATER}
          />
        </div>
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose} disabled={save.isPending}>
          {justAdded
            ? t(/*i18n*/ { id: "quotation.memberDialog.close", message: "Close" })
            : t(/*i18n*/ { id: "quotation.memberDialog.cancel", message: "Cancel" })}
        </Button>
        {!member && !fix && (
          <Button variant="outlined" disabled={save.isPending} onClick={() => void submitWith(true)()}>
            {t(/*i18n*/ { id: "quotation.memberDialog.addAnotherLike", message: "Add another like this" })}
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {fix
            ? t(/*i18n*/ { id: "quotation.memberDialog.saveRow", message: "Save the row" })
            : member
              ? t(/*i18n*/ { id: "quotation.memberDialog.saveChanges", message: "Save changes" })
              : t(ADD_MEMBER_WORDS)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function NewbornCheckbox({ control, enabled }: { control: Control<MemberEntryInput>; enabled: boolean }) {
  const { t } = useText();
  const { field, fieldState } = useController({ control, name: "is_newborn" });
  const hintId = useId();
  const problem = fieldState.error?.message;
  return (
    <div className={styles.newborn}>
      <Checkbox
        checked={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        label={t(/*i18n*/ { id: "quotation.memberDialog.newborn", message: "Newborn" })}
        disabled={!enabled}
        problem={problem}
        describedBy={hintId}
      />
      {/* Stays readable while the box is disabled: it explains when the box applies. */}
      {problem === undefined && (
        <FieldHelper id={hintId}>
          {t(
            /*i18n*/ {
              id: "quotation.memberDialog.childBornLastDays",
              message: "For a child born in the last {days} days, who is registered with a birth certificate.",
              values: {
                days: NEWBORN_MAX_AGE_DAYS,
              },
            },
          )}
        </FieldHelper>
      )}
    </div>
  );
}
