import { zodResolver } from "@hookform/resolvers/zod";
import {
  DOCUMENT_HEADERS,
  type DocumentsFormInput,
  type DocumentsForm as DocumentsFormValues,
  documentsFormSchema,
  MEMBER_DOCUMENT_SLOTS,
  memberKindLabel,
  memberUploadOwner,
  type Planfor,
  requiredMemberDocuments,
  requiredSponsorDocuments,
  SPONSOR_DOCUMENT_SLOTS,
  type SponsorDocumentType,
  UPLOAD_OWNER,
} from "@pp/domain";
import { useCallback, useMemo, useRef, useState } from "react";
import { type FieldPath, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import type { DocumentsScreen } from "../api/get-documents";
import { useSaveDocuments } from "../api/save-documents";
import { useUploadDocument } from "../api/upload-document";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";
import { DocumentDrop } from "./document-drop";
import { DocumentPanel } from "./document-panel";
import type { UploadedDocument } from "./document-slot";
import { documentTargets, memberName } from "./document-targets";
import { MemberPanel, type UploadOwner } from "./member-panel";
import { SponsorDocuments } from "./sponsor-documents";
import styles from "./upload-documents.module.css";

type Field = FieldPath<DocumentsFormInput>;

/** Set on a successful save, beside TempStatus (legacy mechanics). */
const UPLOAD_DOCS_DATA_KEY = "UploadDocsData";

const SPONSOR_PANEL = "sponsor";
const memberPanel = (memberSno: number) => `member-${memberSno}`;
const SPONSOR_OWNER: UploadOwner = { flag: "sponsor" };

/** Every field the server may name in a 400, by its form path. */
function formFields(form: DocumentsFormInput): Field[] {
  const sponsor: Field[] = [
    "sponsor.documentType",
    "sponsor.emiratesId",
    "sponsor.passportNo",
    ...Object.values(SPONSOR_DOCUMENT_SLOTS).map((s) => `sponsor.${s.field}` as const),
  ];
  const members = form.members.flatMap((_m, i) => [
    `members.${i}.emiratesId` as const,
    `members.${i}.passportNo` as const,
    `members.${i}.uidNo` as const,
    `members.${i}.birth_certificate_no` as const,
    ...Object.values(MEMBER_DOCUMENT_SLOTS).map((s) => `members.${i}.${s.field}` as const),
  ]);
  return [...sponsor, ...members];
}

/** Numbers the member's panel does not show are sent empty, so nothing hidden is stored (newborn rules). */
function withoutHiddenNumbers(form: DocumentsFormValues): DocumentsFormValues {
  return {
    ...form,
    members: form.members.map((member) => {
      const { numbers } = requiredMemberDocuments(member);
      const shown = (requirement: string, value: string | null | undefined) =>
        requirement === "hidden" ? "" : (value ?? "");
      return {
        ...member,
        emiratesId: shown(numbers.emiratesId, member.emiratesId),
        passportNo: shown(numbers.passport, member.passportNo),
        uidNo: shown(numbers.uid, member.uidNo),
        birth_certificate_no: shown(numbers.birthCertificate, member.birth_certificate_no),
      };
    }),
  };
}

type DocumentsFormProps = { quotationId: number; screen: DocumentsScreen };

/** Step 3's form ("Documents"): ID numbers and copies of the sponsor and each member. */
export function DocumentsForm({ quotationId, screen }: DocumentsFormProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const { stepPath, previousPath } = useQuotationJourney();
  const save = useSaveDocuments();
  const { mutateAsync: uploadDocument } = useUploadDocument();
  const defaultValues = screen.form as DocumentsFormInput;
  const fields = useMemo(() => formFields(defaultValues), [defaultValues]);
  const planfor = defaultValues.planfor as Planfor;
  const members = defaultValues.members;
  const allPanels = useMemo(() => [SPONSOR_PANEL, ...members.map((m) => memberPanel(m.member_sno))], [members]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(allPanels));

  const { control, handleSubmit, formState, trigger, clearErrors, setValue, getValues, setError } = useForm<
    DocumentsFormInput,
    unknown,
    DocumentsFormValues
  >({
    resolver: zodResolver(documentsFormSchema),
    // Nothing is red before it is touched: the step opens with every copy still to upload (the members' numbers came
    // from step 2), and a page of "… is required" said nothing the partner did not know. A field speaks once left;
    // Show what is missing (the Save button waits until nothing is) marks the rest.
    mode: "onTouched",
    defaultValues,
  });
  const documentType = useWatch({ control, name: "sponsor.documentType" });

  // What a panel is handed stays the same object from one render to the next (the callbacks, the drop targets), so an
  // upload re-renders its own slot and row, not the whole step: with a census's sixty-odd copies, each upload drew all
  // of it again, seconds of a laptop's CPU by the last file.
  const toggle = useCallback(
    (panel: string, open: boolean) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (open) next.add(panel);
        else next.delete(panel);
        return next;
      }),
    [],
  );

  const revealMissing = () => {
    setExpanded(new Set(allPanels));
    // After the panels have opened, so the first field with a message can take the focus.
    requestAnimationFrame(() => void trigger(undefined, { shouldFocus: true }));
  };

  const changeDocumentType = (value: SponsorDocumentType) => {
    setValue("sponsor.documentType", value, { shouldDirty: true, shouldTouch: true });
    const required = requiredSponsorDocuments(value, planfor);
    const hidden: Field[] = [];
    const shown: Field[] = ["sponsor.documentType"];
    const sort = (requirement: string, field: Field) => {
      if (requirement === "hidden") hidden.push(field);
      else if (getValues(field) || formState.errors.sponsor) shown.push(field);
    };
    sort(required.numbers.emiratesId, "sponsor.emiratesId");
    sort(required.numbers.passport, "sponsor.passportNo");
    sort(required.files.emirates_id, "sponsor.emiratesIdUpload");
    sort(required.files.passport, "sponsor.passportUpload");
    clearErrors(hidden);
    void trigger(shown);
  };

  // File names of documents uploaded on this visit, beside those the screen loaded with. Kept outside React's state: a
  // slot shows a name when its field takes the document's id, and the name is here before that.
  const uploadedNames = useRef(new Map<string, string>());
  const nameOf = useCallback(
    (documentId: string) => uploadedNames.current.get(documentId) ?? screen.files[documentId]?.name,
    [screen.files],
  );

  const uploadFor = useCallback(
    (owner: UploadOwner) =>
      (documentType: string) =>
      async (file: File): Promise<UploadedDocument> => {
        const stored = await uploadDocument({
          quotationId,
          owner: owner.flag === "sponsor" ? UPLOAD_OWNER.SPONSOR : memberUploadOwner(owner.memberType),
          memberSno: owner.flag === "member" ? owner.memberSno : undefined,
          documentType,
          file,
        });
        uploadedNames.current.set(stored.documentId, stored.fileName);
        return { id: stored.documentId, name: stored.fileName };
      },
    [quotationId, uploadDocument],
  );

  const uploadSponsor = useMemo(() => uploadFor(SPONSOR_OWNER), [uploadFor]);
  const targets = useMemo(
    () =>
      documentTargets({
        planfor,
        documentType,
        members,
        uploadSponsor,
        uploadMember: (member) =>
          uploadFor({ flag: "member", memberSno: member.member_sno, memberType: member.member_type }),
        store: (field, stored) =>
          setValue(field, stored.id, { shouldValidate: true, shouldDirty: true, shouldTouch: true }),
      }),
    [planfor, documentType, members, uploadFor, uploadSponsor, setValue],
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ quotationId, form: withoutHiddenNumbers(values) });
      setTempStatus("Next");
      localStorage.setItem(UPLOAD_DOCS_DATA_KEY, "true");
      navigate(stepPath("finalize"));
    } catch (error) {
      if (applyFieldErrors(error, setError, fields)) setExpanded(new Set(allPanels));
    }
  });

  const goBack = () => {
    setTempStatus("Previous");
    navigate(previousPath("documents"));
  };

  const saving = save.isPending || formState.isSubmitting;
  const saveError =
    save.error && !(save.error instanceof ApiError && Object.keys(save.error.fieldErrors).length > 0)
      ? save.error
      : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t(
        /*i18n*/ { id: "quotation.documentsForm.uploadRequiredDocuments", message: "Upload required documents" },
      )}
    >
      <p className={cx(text.body2, text.secondary, styles.lead)}>
        {translateMessage(DOCUMENT_HEADERS.markedRequired)}.
      </p>
      <DocumentDrop
        title={t(/*i18n*/ { id: "quotation.documentsForm.allDocumentsOnce", message: "All the documents at once" })}
        owner={t(/*i18n*/ { id: "quotation.documentsForm.wholeApplication", message: "the whole application" })}
        targets={targets.all}
      />
      {saveError && (
        <div className={styles.below}>
          <ErrorAlert onRetry={() => onSubmit()}>
            {saveError instanceof ApiError
              ? saveError.message
              : t(
                  /*i18n*/ {
                    id: "quotation.documentsForm.documentsCouldNotSaved",
                    message: "The documents could not be saved. Please try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      )}
      <DocumentPanel
        title={t(/*i18n*/ { id: "quotation.documentsForm.sponsorDetails", message: "Sponsor details" })}
        heading="h2"
        expanded={expanded.has(SPONSOR_PANEL)}
        onToggle={(open) => toggle(SPONSOR_PANEL, open)}
      >
        <SponsorDocuments
          control={control}
          planfor={planfor}
          documentType={documentType}
          onDocumentTypeChange={changeDocumentType}
          nameOf={nameOf}
          upload={uploadSponsor}
        />
      </DocumentPanel>
      <h2 className={cx(text.h2, styles.membersTitle)}>
        {t(/*i18n*/ { id: "quotation.memberDetailsPage.insuredMembers", message: "Insured members" })}
      </h2>
      {members.map((member, index) => (
        <MemberPanel
          key={member.member_sno}
          panel={memberPanel(member.member_sno)}
          title={t(
            /*i18n*/ {
              id: "quotation.documentsForm.text",
              message: "{number}. {kind} – {name}",
              values: {
                number: index + 1,
                kind: translateMessage(memberKindLabel(member.member_type)),
                name: memberName(member),
              },
            },
          )}
          expanded={expanded.has(memberPanel(member.member_sno))}
          onToggle={toggle}
          control={control}
          index={index}
          member={member}
          targets={targets.members.get(member.member_sno)}
          nameOf={nameOf}
          uploadFor={uploadFor}
        />
      ))}
      <div className={styles.footer}>
        <Button variant="outlined" size="large" onClick={goBack} disabled={saving}>
          {t(/*i18n*/ { id: "quotation.reviewStep.previous", message: "Previous" })}
        </Button>
        <div className={styles.save}>
          {!formState.isValid && !saving && (
            <Button variant="text" onClick={revealMissing}>
              {t(/*i18n*/ { id: "quotation.documentsForm.showWhatMissing", message: "Show what is missing" })}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || saving}
            loading={saving}
            loadingPosition="start"
          >
            {saving
              ? t(/*i18n*/ { id: "quotation.applicantLinkPage.pleaseWait", message: "Please Wait..." })
              : t(/*i18n*/ { id: "quotation.memberDetailsPage.saveProceed", message: "Save & Proceed" })}
          </Button>
        </div>
      </div>
    </form>
  );
}
