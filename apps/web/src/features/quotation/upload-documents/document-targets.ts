import {
  type DocumentsFormInput,
  MEMBER_DOCUMENT_SLOTS,
  type MemberDocumentSlot,
  type Planfor,
  requiredMemberDocuments,
  requiredSponsorDocuments,
  SPONSOR_DOCUMENT_SLOTS,
  type SponsorDocumentSlot,
  type SponsorDocumentType,
} from "@pp/domain";
import type { FieldPath } from "react-hook-form";
import type { UploadedDocument } from "./document-slot";
import type { DropTarget } from "./use-document-drop";

type Field = FieldPath<DocumentsFormInput>;
type Member = DocumentsFormInput["members"][number];

type TargetInputs = {
  planfor: Planfor;
  documentType: SponsorDocumentType | null | undefined;
  members: readonly Member[];
  uploadSponsor: (slot: SponsorDocumentSlot) => (file: File) => Promise<UploadedDocument>;
  uploadMember: (member: Member) => (slot: MemberDocumentSlot) => (file: File) => Promise<UploadedDocument>;
  /** Puts a stored document's id into its form field. */
  store: (field: Field, stored: UploadedDocument) => void;
};

type DocumentTargets = {
  sponsor: DropTarget[];
  /** Per member, by member_sno. */
  members: ReadonlyMap<number, DropTarget[]>;
  /** Every document of the application, each label naming its owner. */
  all: DropTarget[];
};

export const memberName = (member: Member) => [member.first_name, member.family_name].filter(Boolean).join(" ");

/** The documents step 3 shows now (the sponsor's by its document type, each member's by its rules), as drop targets. */
export function documentTargets({
  planfor,
  documentType,
  members,
  uploadSponsor,
  uploadMember,
  store,
}: TargetInputs): DocumentTargets {
  const sponsorFiles = requiredSponsorDocuments(documentType, planfor).files;
  const sponsor = (Object.keys(SPONSOR_DOCUMENT_SLOTS) as SponsorDocumentSlot[])
    .filter((slot) => sponsorFiles[slot] !== "hidden")
    .map((slot): DropTarget => {
      const field: Field = `sponsor.${SPONSOR_DOCUMENT_SLOTS[slot].field}`;
      return {
        key: `sponsor:${slot}`,
        slot,
        ownerNames: ["sponsor"],
        label: SPONSOR_DOCUMENT_SLOTS[slot].label,
        upload: uploadSponsor(slot),
        store: (stored) => store(field, stored),
      };
    });
  const byMember = new Map<number, DropTarget[]>();
  members.forEach((member, index) => {
    const files = requiredMemberDocuments(member).files;
    const upload = uploadMember(member);
    byMember.set(
      member.member_sno,
      (Object.keys(MEMBER_DOCUMENT_SLOTS) as MemberDocumentSlot[])
        .filter((slot) => files[slot] !== "hidden")
        .map((slot): DropTarget => {
          const field: Field = `members.${index}.${MEMBER_DOCUMENT_SLOTS[slot].field}`;
          return {
            key: `member-${member.member_sno}:${slot}`,
            slot,
            ownerNames: [member.first_name ?? "", member.family_name ?? ""],
            label: MEMBER_DOCUMENT_SLOTS[slot].label,
            upload: upload(slot),
            store: (stored) => store(field, stored),
          };
        }),
    );
  });
  const all = [
    ...sponsor.map((target) => ({ ...target, label: `Sponsor – ${target.label}` })),
    ...members.flatMap((member, index) =>
      (byMember.get(member.member_sno) ?? []).map((target) => ({
        ...target,
        label: `${index + 1}. ${memberName(member)} – ${target.label}`,
      })),
    ),
  ];
  return { sponsor, members: byMember, all };
}
