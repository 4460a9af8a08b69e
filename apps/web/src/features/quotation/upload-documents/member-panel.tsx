import type { DocumentsFormInput, MemberDocumentSlot } from "@pp/domain";
import { memo, useMemo } from "react";
import type { Control } from "react-hook-form";
import { useText } from "../../../i18n/use-text";
import { DocumentDrop } from "./document-drop";
import { DocumentPanel } from "./document-panel";
import type { UploadedDocument } from "./document-slot";
import { memberName } from "./document-targets";
import { MemberDocuments } from "./member-documents";
import type { DropTarget } from "./use-document-drop";

/** Whose document an upload stores: the sponsor's, or a member's (by their number and type). */
export type UploadOwner = { flag: "sponsor" } | { flag: "member"; memberSno: number; memberType: number };

type Member = DocumentsFormInput["members"][number];

type MemberPanelProps = {
  /** The panel's key in the step's set of open panels. */
  panel: string;
  title: string;
  expanded: boolean;
  onToggle: (panel: string, open: boolean) => void;
  control: Control<DocumentsFormInput>;
  index: number;
  member: Member;
  /** The member's documents a drop of several files can go to. */
  targets: readonly DropTarget[] | undefined;
  nameOf: (documentId: string) => string | undefined;
  uploadFor: (owner: UploadOwner) => (documentType: MemberDocumentSlot) => (file: File) => Promise<UploadedDocument>;
};

const NO_TARGETS: readonly DropTarget[] = [];

/**
 * One insured member's panel of step 3: a drop for several of their files, then their numbers and copies. Drawn again
 * only when what it is handed changes (memo): an upload elsewhere on the step leaves it as it is.
 */
export const MemberPanel = memo(function MemberPanel({
  panel,
  title,
  expanded,
  onToggle,
  control,
  index,
  member,
  targets,
  nameOf,
  uploadFor,
}: MemberPanelProps) {
  const { t } = useText();
  const upload = useMemo(
    () => uploadFor({ flag: "member", memberSno: member.member_sno, memberType: member.member_type }),
    [uploadFor, member.member_sno, member.member_type],
  );
  const name = memberName(member);
  return (
    <DocumentPanel title={title} heading="h3" expanded={expanded} onToggle={(open) => onToggle(panel, open)}>
      <DocumentDrop
        title={t(
          /*i18n*/ {
            id: "quotation.memberPanel.severalDocuments",
            message: "Several documents for {name}",
            values: { name },
          },
        )}
        owner={name}
        targets={targets ?? NO_TARGETS}
      />
      <MemberDocuments control={control} index={index} member={member} nameOf={nameOf} upload={upload} />
    </DocumentPanel>
  );
});
