import { formatAed, type MemberView } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Name } from "../../../ui/isolated-value";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import iconButton from "../../../ui/plain/icon-button.module.css";
import { DELETE_OUTLINE_ICON, EDIT_OUTLINED_ICON } from "../../../ui/plain/icon-paths";
import { SvgIcon } from "../../../ui/plain/svg-icon";
import table from "../../../ui/plain/table.module.css";
import text from "../../../ui/plain/typography.module.css";
import { useMediaQuery } from "../../../ui/use-media-query";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { prefetchMemberDialog, prefetchRemoveDialog } from "./lazy-member-dialogs";
import styles from "./member-details.module.css";
import { describeMember } from "./member-labels";

const INSURED_MEMBERS_WORDS = /*i18n*/ { id: "quotation.memberDetailsPage.insuredMembers", message: "Insured members" };
const MEMBER_TYPE_WORDS = /*i18n*/ { id: "quotation.memberDialog.memberType", message: "Member type" };
const ANNUAL_PREMIUM_WORDS = /*i18n*/ { id: "quotation.memberList.annualPremium", message: "Annual premium" };
const GENDER_WORDS = /*i18n*/ { id: "quotation.reviewContent.gender", message: "Gender" };
const RELATION_WORDS = /*i18n*/ { id: "quotation.reviewContent.relation", message: "Relation" };

/** The theme's md breakpoint: the table's seven columns fit from here. */
const WIDE = "(min-width: 960px)";

type MemberListProps = {
  members: MemberView[];
  today: string;
  onEdit: (member: MemberView) => void;
  onRemove: (member: MemberView) => void;
};

/** The insured members with their premiums: a table from 960 px, one card per member below. */
export function MemberList(props: MemberListProps) {
  const wide = useMediaQuery(WIDE);
  return wide ? <MemberTable {...props} /> : <MemberCards {...props} />;
}

/** A header cell, or a body cell of MUI's medium size. */
const cell = (head: boolean, end = false) => cx(table.cell, table.medium, head && table.head, end && table.end);

function MemberTable({ members, today, onEdit, onRemove }: MemberListProps) {
  const { t } = useText();
  return (
    <div className={table.container}>
      <table className={table.table} aria-label={t(INSURED_MEMBERS_WORDS)}>
        <thead>
          <tr>
            <th className={cell(true)}>{t(/*i18n*/ { id: "quotation.memberList.member", message: "Member" })}</th>
            <th className={cell(true)}>{t(MEMBER_TYPE_WORDS)}</th>
            <th className={cell(true)}>{t(RELATION_WORDS)}</th>
            <th className={cell(true)}>
              {t(/*i18n*/ { id: "quotation.memberList.ageDateBirth", message: "Age (date of birth)" })}
            </th>
            <th className={cell(true)}>{t(GENDER_WORDS)}</th>
            <th className={cell(true, true)}>{t(ANNUAL_PREMIUM_WORDS)}</th>
            <th className={cell(true, true)}>
              <VisuallyHidden>{t(/*i18n*/ { id: "quotation.memberList.actions", message: "Actions" })}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const m = describeMember(member, today);
            return (
              <tr key={member.member_sno}>
                <th scope="row" className={cell(false)}>
                  <Name>{m.name}</Name>
                </th>
                <td className={cell(false)}>{m.memberType}</td>
                <td className={cell(false)}>{m.relation}</td>
                <td className={cell(false)}>
                  {m.age} ({m.dateOfBirth})
                </td>
                <td className={cell(false)}>{m.gender}</td>
                <td className={cell(false, true)}>{formatAed(member.premium_fils)}</td>
                <td className={cx(cell(false, true), styles.actionsCell)}>
                  <MemberActions name={m.name} onEdit={() => onEdit(member)} onRemove={() => onRemove(member)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MemberCards({ members, today, onEdit, onRemove }: MemberListProps) {
  const { t } = useText();
  return (
    <ul aria-label={t(INSURED_MEMBERS_WORDS)} className={styles.cards}>
      {members.map((member) => {
        const m = describeMember(member, today);
        return (
          <li key={member.member_sno} className={cx(card.card, styles.memberCard)}>
            <div className={styles.cardContent}>
              <h3 className={cx(text.h3, styles.cardName)}>
                <Name>{m.name}</Name>
              </h3>
              <dl className={cx(text.body2, styles.facts)}>
                <Row term={t(MEMBER_TYPE_WORDS)} value={m.memberType} />
                <Row term={t(RELATION_WORDS)} value={m.relation} />
                <Row
                  term={t(/*i18n*/ { id: "quotation.memberList.age", message: "Age" })}
                  value={`${m.age} (${m.dateOfBirth})`}
                />
                <Row term={t(GENDER_WORDS)} value={m.gender} />
                <Row term={t(ANNUAL_PREMIUM_WORDS)} value={formatAed(member.premium_fils)} />
              </dl>
            </div>
            <div className={styles.cardActions}>
              <MemberActions name={m.name} onEdit={() => onEdit(member)} onRemove={() => onRemove(member)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className={text.secondary}>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function MemberActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useText();
  return (
    <>
      <button
        type="button"
        className={iconButton.iconButton}
        aria-label={t(/*i18n*/ { id: "quotation.memberList.edit", message: "Edit {name}", values: { name } })}
        onClick={onEdit}
        onPointerEnter={prefetchMemberDialog}
        onFocus={prefetchMemberDialog}
      >
        <SvgIcon path={EDIT_OUTLINED_ICON} />
      </button>
      <button
        type="button"
        className={cx(iconButton.iconButton, styles.remove)}
        aria-label={t(/*i18n*/ { id: "quotation.memberList.remove", message: "Remove {name}", values: { name } })}
        onClick={onRemove}
        onPointerEnter={prefetchRemoveDialog}
        onFocus={prefetchRemoveDialog}
      >
        <SvgIcon path={DELETE_OUTLINE_ICON} />
      </button>
    </>
  );
}
