import { addDays, toIsoDate } from "@pp/domain";
import { DEMO_SITE_API_KEYS } from "../../../../src/config";
import { findPartnerByUserId } from "../../../../src/modules/identity/partners/partner-repository";
import { insertIssuedPolicy } from "../../../../src/modules/policy/policies/seeded-policy-repository";
import { insuredPerson } from "../../../support/insured-person";
import type { TestApp } from "../../../support/test-app";

export const today = () => toIsoDate(new Date());

let policies = 0;

export const insured = insuredPerson;

/** A paid Basic policy of the partner, ending `endsInDays` from today (issued a year before that). */
export async function policyOf(
  t: TestApp,
  partnerUserId: string,
  endsInDays: number,
  sponsorName = `Sponsor ${policies + 1}`,
  members = [insured()],
) {
  policies++;
  const partner = await findPartnerByUserId(t.db, partnerUserId);
  if (!partner) throw new Error(`no partner ${partnerUserId}`);
  return insertIssuedPolicy(t.db, {
    partnerId: partner.id,
    channel: partner.categorySno,
    sponsorName,
    sponsorEmail: `sponsor${policies}@example.com`,
    sponsorMobile: "0521234567",
    sponsorDate: "1975-01-01",
    sponsorFileNumber: "201/2010/1234567",
    tpaId: 3,
    endDate: addDays(today(), endsInDays),
    members,
  });
}

/** A policy sold on the PA site, reported without cover dates (the site leaves them to the portal). */
export const siteSale = (reference: string) => ({
  partnerUserId: "agent.all",
  reference,
  kind: "policy",
  status: "active",
  sponsorName: "Site Customer",
  sponsorEmail: "site.customer@example.com",
  sponsorMobile: "0501231234",
  premiumFils: 50_000,
  policyNo: `P-${reference}`,
});

export const siteKey = (site: "pa" | "term") =>
  DEMO_SITE_API_KEYS.split(",")
    .find((k) => k.startsWith(`${site}:`))!
    .slice(site.length + 1);

/** A PA or Term site reporting a sale, with its own key unless another is given. */
export function reportSale(t: TestApp, site: "pa" | "term", body: object, key = siteKey(site)) {
  return t.app.inject({
    method: "POST",
    url: `/api/site-reports/${site}`,
    payload: body,
    headers: { "x-api-key": key },
  });
}

export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
