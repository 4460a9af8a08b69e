import { SPONSOR_SEARCH_LIMIT, type SponsorFile, type SponsorSearchResponse } from "@pp/domain";
import type { Db } from "../../../db/client";
import type { ActingPartner } from "../../identity";
import { sponsorMatches } from "./sponsor-repository";

/**
 * The partner's sponsors matching the search, each with its quotations and policies, newest activity first. A sponsor
 * is one e-mail address (in any case): the portal asks every sponsor for one, and it is where their mail goes.
 */
export async function searchSponsors(db: Db, partner: ActingPartner, q: string): Promise<SponsorSearchResponse> {
  const { quotationRows, policyRows } = await sponsorMatches(db, partner.scope, q);
  const byEmail = new Map<string, SponsorFile & { latest: number }>();
  const fileOf = (row: { sponsorName: string; sponsorEmail: string; sponsorMobile: string }, at: Date) => {
    const key = row.sponsorEmail.toLowerCase();
    let file = byEmail.get(key);
    if (!file) {
      file = {
        name: row.sponsorName,
        email: row.sponsorEmail,
        mobile: row.sponsorMobile,
        quotations: [],
        policies: [],
        latest: 0,
      };
      byEmail.set(key, file);
    }
    file.latest = Math.max(file.latest, at.getTime());
    return file;
  };
  for (const p of policyRows) {
    fileOf(p, p.issuedAt).policies.push({
      policyNo: p.policyNo,
      product: p.product,
      status: p.status,
      startDate: p.startDate,
      endDate: p.endDate,
      totalFils: p.totalFils,
    });
  }
  for (const row of quotationRows) {
    fileOf(row, row.createdAt).quotations.push({
      quotationNo: row.quotationNo,
      product: row.product,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    });
  }
  const sorted = [...byEmail.values()].sort((a, b) => b.latest - a.latest);
  return {
    sponsors: sorted.slice(0, SPONSOR_SEARCH_LIMIT).map(({ latest: _latest, ...file }) => file),
    more: sorted.length > SPONSOR_SEARCH_LIMIT,
  };
}
