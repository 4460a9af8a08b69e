import { formatDisplayDate, formatUaeDateTime, journeyName, QUOTATION_STATUS_LABELS, type Words } from "@pp/domain";
import { translateMessage } from "../i18n/i18n";

/** An instant as DD/MM/YYYY HH:mm in UAE time, whatever time zone the browser is in. */
export const formatDateTime = (iso: string) => formatUaeDateTime(iso);

/** An instant's UAE calendar day as DD/MM/YYYY. */
export function formatDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "—" : formatDisplayDate(at);
}

/** "policy_issued" → "Policy issued": statuses a product site reports may be ones we have no label for. */
export function humanize(code: string): string {
  const text = code.replaceAll("_", " ").trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "—";
}

export function quotationStatusLabel(status: string): string {
  const label = (QUOTATION_STATUS_LABELS as Record<string, string>)[status];
  return label ? translateMessage(label) : humanize(status);
}

/**
 * Policy statuses as the server stores them. The domain package has no list of them yet (reported), so the filter
 * offers the ones the server writes: active, renewed (a renewal was issued), cancelled (through the portal or reported by a product site).
 */
export const POLICY_STATUS_LABELS: Record<string, Words> = {
  active: /*i18n*/ { id: "ui.format.active", message: "Active" },
  renewed: /*i18n*/ { id: "ui.format.renewed", message: "Renewed" },
  cancelled: /*i18n*/ { id: "ui.format.cancelled", message: "Cancelled" },
};

/** A policy's status in the active language (a status a product site made up stays as it came, made readable). */
export const policyStatusLabel = (status: string) => {
  const label = POLICY_STATUS_LABELS[status];
  return label ? translateMessage(label) : humanize(status);
};

export const journeyLabel = (journey: string) => translateMessage(journeyName(journey));

/** 2048 → "2 KB", 1536000 → "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
