import { addDays, type PartnerFlag, toIsoDate } from "@pp/domain";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { mailOutbox } from "../../../../src/db/schema";
import { addPartner } from "../../../../src/modules/identity/partners/partner-admin";
import { api } from "../../../support/journey";
import { signInAs, type TestApp } from "../../../support/test-app";

export const DEMO_PASSWORD = "Portal#Demo2026";

/** A second partner with invitations, to prove that partners never see or act on each other's records. */
export async function otherPartner(
  t: TestApp,
  userId = "agent.other",
  flags: PartnerFlag[] = ["basic", "invitations"],
) {
  await addPartner(t.db, {
    userId,
    name: "Other Agency",
    email: `${userId}@partners.example.ae`,
    category: 1,
    password: DEMO_PASSWORD,
    flags,
  });
  return signInAs(t, userId, DEMO_PASSWORD);
}

let recipients = 0;

export const invitationBody = (kind: string, reference = "", overrides: Record<string, unknown> = {}) => {
  recipients++;
  return {
    kind,
    name: "Aisha  Khan",
    email: `Aisha.Khan${recipients}@Example.com`,
    mobile_prefix: "055",
    mobile_number: "1234567",
    reference,
    ...overrides,
  };
};

export async function sendInvitation(t: TestApp, cookie: string, body: object) {
  const res = await api(t, cookie).post("/api/invitations", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; kind: string; reference: string | null; recipientEmail: string };
}

/** The link in the latest invitation mail to the address, as the customer's browser opens it (path only). */
export async function invitationLinkTo(t: TestApp, email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const path = /http:\/\/localhost:3000(\/invite\/[\w-]+)/.exec(mail?.textBody ?? "")?.[1];
  if (!path) throw new Error(`no invitation mail to ${email}`);
  return { path, mail: mail! };
}

export const listOf = async (t: TestApp, cookie: string, query: string) => {
  const res = await api(t, cookie).get(`/api/invitations?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: { id: number; status: string; reference: string | null }[]; total: number };
};

let calls = 0;

/** A video call booked three days ahead, for a new customer each time. */
export const videoCallBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Omar Farouk",
  email: `omar${++calls}@example.com`,
  mobile_prefix: "050",
  mobile_number: "7654321",
  date: addDays(toIsoDate(new Date()), 3),
  time: "10:30",
  duration: 30,
  meeting_url: "https://teams.microsoft.com/l/meetup-join/abc",
  note: "We will go through the H+ plans, benefits; and prices.",
  ...overrides,
});
