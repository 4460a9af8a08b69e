import type { RecordDocument, RecordPayment, RecordTimelineEntry } from "@pp/domain";
import { formatAed, MEMBER_DOCUMENT_SLOTS, SPONSOR_DOCUMENT_SLOTS, TIMELINE_LABELS } from "@pp/domain";
import type { ReactNode } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { type Translate, useText } from "../../../i18n/use-text";
import { documentHref, sponsorRecordPath } from "../../../paths/backoffice-paths";
import { Details } from "../../../ui/details";
import { formatBytes, formatDateTime, humanize } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import { LinkButton } from "../../../ui/plain/button";
import { Chip } from "../../../ui/plain/chip";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import { SvgIcon } from "../../../ui/plain/svg-icon";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import styles from "./record.module.css";

const slotLabel = (slots: Record<string, { label: string }>, slot: string) => slots[slot]?.label ?? humanize(slot);

/** A group's title is shown as it is: a member's name, or the words of the group in the page's language. */
type DocumentGroup = { title: string; documents: RecordDocument[] };

/**
 * The files grouped under whose they are: the sponsor's, each member's by name (in the members' order), then the
 * additional ones; within a group each file says what it is ("Passport copy", or the additional document's type).
 */
function groupDocuments(documents: readonly RecordDocument[], memberNames: ReadonlyMap<number, string>, t: Translate) {
  const groups = new Map<string, DocumentGroup>();
  const add = (key: string, title: string, doc: RecordDocument) => {
    const group = groups.get(key) ?? { title, documents: [] };
    group.documents.push(doc);
    groups.set(key, group);
  };
  for (const doc of documents) {
    if (doc.owner === "sponsor")
      add("sponsor", t(/*i18n*/ { id: "backoffice.recordSections.sponsor", message: "Sponsor" }), doc);
    else if (doc.owner === "member") {
      const name = doc.memberId !== null ? memberNames.get(doc.memberId) : undefined;
      add(
        `member-${doc.memberId}`,
        name ?? t(/*i18n*/ { id: "backoffice.recordSections.member", message: "Member" }),
        doc,
      );
    } else
      add(
        "additional",
        t(/*i18n*/ { id: "backoffice.recordSections.additionalDocuments", message: "Additional documents" }),
        doc,
      );
  }
  // Sponsor first, then the members in the record's order (a member no longer on it after them), additional last.
  const members = [...memberNames.keys()].map((id) => `member-${id}`);
  const rank = (key: string) => {
    if (key === "sponsor") return -1;
    if (key === "additional") return members.length + 1;
    const at = members.indexOf(key);
    return at === -1 ? members.length : at;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, group]) => group);
}

const documentKind = (doc: RecordDocument) =>
  doc.owner === "sponsor"
    ? slotLabel(SPONSOR_DOCUMENT_SLOTS, doc.slot)
    : doc.owner === "member"
      ? slotLabel(MEMBER_DOCUMENT_SLOTS, doc.slot)
      : doc.slot;

/** Every file of the record, grouped by whose it is, each opening in a new tab; replaced ones stay listed, marked. */
export function DocumentsSection({
  documents,
  memberNames = new Map(),
  action,
}: {
  documents: readonly RecordDocument[];
  memberNames?: ReadonlyMap<number, string>;
  action?: ReactNode;
}) {
  const { t } = useText();
  return (
    <SectionCard
      title={t(/*i18n*/ { id: "backoffice.recordSections.documents", message: "Documents" })}
      action={action}
    >
      {documents.length === 0 ? (
        <Empty>
          {t(
            /*i18n*/ {
              id: "backoffice.recordSections.noDocumentsBeenUploaded",
              message: "No documents have been uploaded.",
            },
          )}
        </Empty>
      ) : (
        groupDocuments(documents, memberNames, t).map((group) => (
          <div key={group.title} className={styles.group}>
            <h3 className={text.subtitle2}>
              <Name>{group.title}</Name>
            </h3>
            <ul
              className={styles.entries}
              aria-label={t(
                /*i18n*/ {
                  id: "backoffice.recordSections.documentsOf",
                  message: "Documents of {title}",
                  values: { title: group.title },
                },
              )}
            >
              {group.documents.map((doc) => (
                <DocumentItem key={doc.id} doc={doc} />
              ))}
            </ul>
          </div>
        ))
      )}
    </SectionCard>
  );
}

function DocumentItem({ doc }: { doc: RecordDocument }) {
  const { t } = useText();
  return (
    <li className={styles.entry}>
      <div className={styles.file}>
        <a href={documentHref(doc.id)} target="_blank" rel="noopener" className={cx(text.link, styles.fileLink)}>
          <Name>{doc.name}</Name>
          <SvgIcon path={ICON_PATHS.openInNew} size={16} />
          <VisuallyHidden>
            {" "}
            {t(/*i18n*/ { id: "backoffice.policySummaryBand.opensNewTab", message: "(opens in a new tab)" })}
          </VisuallyHidden>
        </a>
        {doc.replaced && <Chip label={t(/*i18n*/ { id: "backoffice.recordSections.replaced", message: "Replaced" })} />}
      </div>
      <p className={styles.below}>
        {translateMessage(documentKind(doc))} · <Ltr>{formatBytes(doc.sizeBytes)}</Ltr> ·{" "}
        {t(
          /*i18n*/ {
            id: "backoffice.recordSections.uploaded",
            message: "uploaded {date}",
            values: { date: formatDateTime(doc.uploadedAt) },
          },
        )}
      </p>
      {doc.note && (
        <p className={styles.note}>
          {t(/*i18n*/ { id: "backoffice.recordSections.note", message: "Note: {note}", values: { note: doc.note } })}
        </p>
      )}
    </li>
  );
}

/** Each attempt at the payment page, newest last, with what the gateway decided. */
export function PaymentsSection({ payments }: { payments: readonly RecordPayment[] }) {
  const { t } = useText();
  return (
    <SectionCard title={t(/*i18n*/ { id: "backoffice.recordSections.payments", message: "Payments" })}>
      {payments.length === 0 ? (
        <Empty>
          {t(/*i18n*/ { id: "backoffice.recordSections.noPaymentBeenMade", message: "No payment has been made." })}
        </Empty>
      ) : (
        <ul className={styles.entries}>
          {payments.map((p) => (
            <li key={p.referenceNumber} className={styles.entry}>
              <Details
                items={[
                  [t(/*i18n*/ { id: "backoffice.recordSections.reference", message: "Reference" }), p.referenceNumber],
                  [
                    t(/*i18n*/ { id: "backoffice.policySummaryBand.status", message: "Status" }),
                    humanize(p.decision ?? p.status),
                  ],
                  [t(/*i18n*/ { id: "backoffice.recordSections.amount", message: "Amount" }), formatAed(p.amountFils)],
                  [
                    t(/*i18n*/ { id: "backoffice.recordSections.transactionId", message: "Transaction ID" }),
                    p.transactionId ?? "—",
                  ],
                  [t(/*i18n*/ { id: "backoffice.recordSections.card", message: "Card" }), p.card ?? "—"],
                  [
                    t(/*i18n*/ { id: "backoffice.recordSections.paidThrough", message: "Paid through" }),
                    p.channel === "partner"
                      ? t(/*i18n*/ { id: "backoffice.recordSections.partnerPortal", message: "Partner portal" })
                      : humanize(p.channel),
                  ],
                  [
                    t(/*i18n*/ { id: "backoffice.recordSections.started", message: "Started" }),
                    formatDateTime(p.createdAt),
                  ],
                  [
                    t(/*i18n*/ { id: "backoffice.recordSections.decided", message: "Decided" }),
                    p.decidedAt ? formatDateTime(p.decidedAt) : "—",
                  ],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** A short detail for the events that carry one (the file name, the e-mail address), isolated as the data it is. */
function eventDetail(entry: RecordTimelineEntry, t: Translate): ReactNode {
  const details = entry.details ?? {};
  const name = details.name;
  if (typeof name === "string" && name) {
    const slot = typeof details.slot === "string" && details.owner === "additional" ? `${details.slot}: ` : "";
    return <Name>{`${slot}${name}`}</Name>;
  }
  const to = details.to;
  return typeof to === "string" && to
    ? t(/*i18n*/ { id: "backoffice.recordSections.to", message: "To {address}", values: { address: to } })
    : null;
}

/** A mail's subject is in its recipient's language: Arabic when it holds an Arabic letter, else English. */
const subjectLanguage = (subject: string) => (/\p{Script=Arabic}/u.test(subject) ? "ar" : "en");

/**
 * What happened, in the page's language. A mail's entry is "E-mail sent: <its subject>": the event in the page's
 * language, the subject quoted as the mail carried it (the record of what was sent, in its recipient's language),
 * isolated and marked with that language.
 */
function eventLabel(entry: RecordTimelineEntry): ReactNode {
  const mailed = TIMELINE_LABELS[entry.event];
  if (
    (entry.event === "mail_sent" || entry.event === "mail_queued") &&
    mailed &&
    entry.label.startsWith(`${mailed}: `)
  ) {
    const subject = entry.label.slice(mailed.length + 2);
    return (
      <>
        {translateMessage(mailed)}: <bdi lang={subjectLanguage(subject)}>{subject}</bdi>
      </>
    );
  }
  return translateMessage(entry.label);
}

/** The quotation's story, oldest first: what happened and when (DD/MM/YYYY HH:mm, UAE time). */
export function TimelineSection({ timeline }: { timeline: readonly RecordTimelineEntry[] }) {
  const { t } = useText();
  return (
    <SectionCard title={t(/*i18n*/ { id: "backoffice.recordSections.timeline", message: "Timeline" })}>
      {timeline.length === 0 ? (
        <Empty>
          {t(
            /*i18n*/ {
              id: "backoffice.recordSections.nothingBeenRecordedYet",
              message: "Nothing has been recorded yet.",
            },
          )}
        </Empty>
      ) : (
        <ol className={styles.entries}>
          {timeline.map((entry, index) => {
            const detail = eventDetail(entry, t);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is read-only and two entries may share time and event.
                key={`${entry.at}-${entry.event}-${index}`}
                className={cx(styles.entry, styles.event)}
              >
                <time className={styles.time} dateTime={entry.at}>
                  {formatDateTime(entry.at)}
                </time>
                <div>
                  <p className={cx(text.body1, styles.flush, styles.wraps)}>{eventLabel(entry)}</p>
                  {detail && <p className={cx(styles.below, styles.wraps)}>{detail}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}

/** What a section without anything in it says. */
function Empty({ children }: { children: string }) {
  return <p className={cx(text.body1, text.secondary, styles.flush)}>{children}</p>;
}

/** A link from a record to its sponsor's: every other quotation and policy held for the same e-mail address. */
export function SponsorRecordLink({ email }: { email: string }) {
  const { t } = useText();
  return (
    <LinkButton variant="text" size="small" to={sponsorRecordPath(email)}>
      {t(/*i18n*/ { id: "backoffice.recordSections.allRecordsSponsor", message: "All records of this sponsor" })}
    </LinkButton>
  );
}
