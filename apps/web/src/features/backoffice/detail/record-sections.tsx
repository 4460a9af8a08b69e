import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { RecordDocument, RecordPayment, RecordTimelineEntry } from "@pp/domain";
import { formatAed, MEMBER_DOCUMENT_SLOTS, SPONSOR_DOCUMENT_SLOTS } from "@pp/domain";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { documentHref, sponsorRecordPath } from "../../../app/backoffice-paths";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { formatBytes, formatDateTime, humanize } from "../../../ui/format";
import { SectionCard } from "../../../ui/section-card";
import { VisuallyHidden } from "../../../ui/visually-hidden";

const slotLabel = (slots: Record<string, { label: string }>, slot: string) => slots[slot]?.label ?? humanize(slot);

type DocumentGroup = { title: string; documents: RecordDocument[] };

/**
 * The files grouped under whose they are: the sponsor's, each member's by name (in the members' order), then the
 * additional ones; within a group each file says what it is ("Passport copy", or the additional document's type).
 */
function groupDocuments(documents: readonly RecordDocument[], memberNames: ReadonlyMap<number, string>) {
  const groups = new Map<string, DocumentGroup>();
  const add = (key: string, title: string, doc: RecordDocument) => {
    const group = groups.get(key) ?? { title, documents: [] };
    group.documents.push(doc);
    groups.set(key, group);
  };
  for (const doc of documents) {
    if (doc.owner === "sponsor") add("sponsor", "Sponsor", doc);
    else if (doc.owner === "member") {
      const name = doc.memberId !== null ? memberNames.get(doc.memberId) : undefined;
      add(`member-${doc.memberId}`, name ?? msg("Member"), doc);
    } else add("additional", "Additional documents", doc);
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
    <SectionCard title={t("Documents")} action={action}>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{t("No documents have been uploaded.")}</Typography>
      ) : (
        groupDocuments(documents, memberNames).map((group) => (
          <Box key={group.title} sx={{ "& + &": { mt: 2 } }}>
            <Typography component="h3" variant="subtitle2">
              {translateMessage(group.title)}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: "none", m: 0, p: 0 }}
              aria-label={t("Documents of {title}", { title: group.title })}
            >
              {group.documents.map((doc) => (
                <DocumentItem key={doc.id} doc={doc} />
              ))}
            </Box>
          </Box>
        ))
      )}
    </SectionCard>
  );
}

function DocumentItem({ doc }: { doc: RecordDocument }) {
  const { t } = useText();
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Link
          href={documentHref(doc.id)}
          target="_blank"
          rel="noopener"
          sx={{ overflowWrap: "anywhere", fontWeight: 600 }}
        >
          {doc.name}
          <OpenInNewIcon fontSize="inherit" aria-hidden="true" sx={{ ml: 0.5, verticalAlign: "middle" }} />
          <VisuallyHidden> {t("(opens in a new tab)")}</VisuallyHidden>
        </Link>
        {doc.replaced && <Chip size="small" label={t("Replaced")} variant="outlined" />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {documentKind(doc)} · {formatBytes(doc.sizeBytes)} ·{" "}
        {t("uploaded {date}", { date: formatDateTime(doc.uploadedAt) })}
      </Typography>
      {doc.note && (
        <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {t("Note: {note}", { note: doc.note })}
        </Typography>
      )}
    </Box>
  );
}

/** Each attempt at the payment page, newest last, with what the gateway decided. */
export function PaymentsSection({ payments }: { payments: readonly RecordPayment[] }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Payments")}>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{t("No payment has been made.")}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {payments.map((p) => (
            <Box
              component="li"
              key={p.referenceNumber}
              sx={{ py: 1, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}
            >
              <Details
                items={[
                  [t("Reference"), p.referenceNumber],
                  [t("Status"), humanize(p.decision ?? p.status)],
                  [t("Amount"), formatAed(p.amountFils)],
                  [t("Transaction ID"), p.transactionId ?? "—"],
                  [t("Card"), p.card ?? "—"],
                  [t("Paid through"), p.channel === "partner" ? t("Partner portal") : humanize(p.channel)],
                  [t("Started"), formatDateTime(p.createdAt)],
                  [t("Decided"), p.decidedAt ? formatDateTime(p.decidedAt) : "—"],
                ]}
              />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

/** A short detail for the events that carry one (the file name, the e-mail address). */
function eventDetail(entry: RecordTimelineEntry): string | null {
  const details = entry.details ?? {};
  const name = details.name;
  if (typeof name === "string" && name) {
    const slot = typeof details.slot === "string" && details.owner === "additional" ? `${details.slot}: ` : "";
    return `${slot}${name}`;
  }
  const to = details.to;
  return typeof to === "string" && to ? `To ${to}` : null;
}

/** The quotation's story, oldest first: what happened and when (DD/MM/YYYY HH:mm, UAE time). */
export function TimelineSection({ timeline }: { timeline: readonly RecordTimelineEntry[] }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Timeline")}>
      {timeline.length === 0 ? (
        <Typography color="text.secondary">{t("Nothing has been recorded yet.")}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {timeline.map((entry, index) => {
            const detail = eventDetail(entry);
            return (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is read-only and two entries may share time and event.
                key={`${entry.at}-${entry.event}-${index}`}
                sx={{
                  display: "grid",
                  gridTemplateColumns: { xs: "1fr", sm: "150px 1fr" },
                  columnGap: 2,
                  py: 1,
                  borderBottom: 1,
                  borderColor: "divider",
                  "&:last-of-type": { borderBottom: 0 },
                }}
              >
                <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
                  {formatDateTime(entry.at)}
                </Typography>
                <Box>
                  <Typography sx={{ overflowWrap: "anywhere" }}>{translateMessage(entry.label)}</Typography>
                  {detail && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                      {detail}
                    </Typography>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}

/** A link from a record to its sponsor's: every other quotation and policy held for the same e-mail address. */
export function SponsorRecordLink({ email }: { email: string }) {
  const { t } = useText();
  return (
    <Button component={RouterLink} to={sponsorRecordPath(email)} size="small">
      {t("All records of this sponsor")}
    </Button>
  );
}
