import { addDays, addYears, toIsoDate } from "@pp/domain";
import { sessionHeader, type TestApp } from "./test-app";

export const today = () => toIsoDate(new Date());
/** A date of birth that makes someone `years` old today (and not about to turn a year older). */
export const bornYearsAgo = (years: number) => addDays(addYears(today(), -years), -10);

export const validSponsor = (overrides: Record<string, unknown> = {}) => ({
  productCategory: 1,
  planfor: 1,
  documentType: 1,
  sponsorName: "Rahul Menon",
  sponsorMobile: "0501234567",
  sponsorEmail: "rahul.menon@example.com",
  gender: 1,
  sponsorDate: bornYearsAgo(35),
  sponsorFileNumber: "201/2020/1234567",
  tpaId: 3,
  ...overrides,
});

export const validCompany = (overrides: Record<string, unknown> = {}) =>
  validSponsor({
    planfor: 2,
    documentType: null,
    sponsorName: "Desert Rose Trading",
    gender: null,
    sponsorDate: addYears(today(), 1),
    sponsorFileNumber: "100234567",
    ...overrides,
  });

export const validMember = (overrides: Record<string, unknown> = {}) => ({
  member_type: 1,
  relation: "spouse",
  first_name: "Anita",
  family_name: "Menon",
  gender: 2,
  date_of_birth: bornYearsAgo(35),
  marital_status: "married",
  nationality: "IN",
  occupation: "Homemaker",
  salary_band: null,
  is_newborn: false,
  ...overrides,
});

/** An employee of a company sponsor, on the lowest salary band. */
export const validEmployee = (overrides: Record<string, unknown> = {}) =>
  validMember({
    member_type: 2,
    relation: null,
    first_name: "Ravi",
    family_name: "Kumar",
    gender: 1,
    marital_status: "single",
    occupation: "Employee",
    salary_band: "upto4000",
    ...overrides,
  });

export async function createQuotationAs(t: TestApp, cookie: string, sponsor: object = validSponsor()) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/quotations",
    payload: sponsor,
    headers: sessionHeader(t, cookie),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { message: string; quotationId: number; quotationNo: string };
}
