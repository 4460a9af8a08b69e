/**
 * Where a mail's attachment names a tax document: rendered when the mail is sent (the mail worker's attachment
 * reader knows this shape), never stored, since the document is drawn from its row and the ledger each time.
 */
export const taxDocumentKey = (policyId: number, number: string) => `policies/${policyId}/tax-documents/${number}.pdf`;

/** The policy and number a tax document's key names, or null for another key. */
export function taxDocumentOfKey(key: string) {
  const match = /^policies\/(\d+)\/tax-documents\/((?:TI|CN)-\d{7})\.pdf$/.exec(key);
  return match ? { policyId: Number(match[1]), number: match[2]! } : null;
}
