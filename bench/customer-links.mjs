// The pages a customer reaches from an e-mail, made ready through the API as a partner would (bench/lighthouse.mjs):
// the payment link, the invitation, the H+ applicant's link, and the renewal's payment result.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { finalizedQuotation, payAtSandbox, sponsorBody } from "./journey-steps.mjs";

/** The path of the newest link in a mail to `recipient` under DATA_DIR/mail (quoted-printable line breaks undone). */
function newestLink(dir, recipient, pattern) {
  const suffix = `_${recipient}.eml`;
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .map((name) => path.join(dir, name))
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    : [];
  for (const file of files) {
    const found = readFileSync(file, "utf8")
      .replace(/=\r?\n/g, "")
      .match(pattern);
    if (found) return found[0];
  }
  return undefined;
}

/** Mail leaves through the outbox a moment after the request: waits for it up to 15 s. */
async function mailedPath(dataDir, recipient, pattern) {
  const dir = path.join(dataDir, "mail");
  for (let waited = 0; waited < 15_000; waited += 250) {
    const found = newestLink(dir, recipient, pattern);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${pattern} in a mail to ${recipient} in ${dir}`);
}

/** `/pay/<token>`: the link a partner e-mails the sponsor of a finalized quotation. */
export async function paymentLinkPath(p, dataDir) {
  const { id } = await finalizedQuotation(p);
  await p.json("POST", `/api/quotations/${id}/payment-link`);
  return mailedPath(dataDir, "bench.family@example.com", /\/pay\/[\w-]+/);
}

/**
 * `/invite/<token>`: a Basic invitation to pay a finalized quotation. The link opens no page of its own: it sends the
 * customer on to the quotation's payment page, `/pay/<the same token>`, which is measured with the redirect.
 */
export async function invitationPath(p, dataDir) {
  const email = "bench.invite@example.com";
  const { number } = await finalizedQuotation(p);
  await p.json("POST", "/api/invitations", {
    kind: "basic",
    reference: number,
    name: "Bench Customer",
    email,
    mobile_prefix: "050",
    mobile_number: "1234567",
  });
  return mailedPath(dataDir, email, /\/invite\/[\w-]+/);
}

/** `/applicantdettail/<token>`: an H+ application's declaration link, e-mailed to the applicant. */
export async function applicantPath(p, dataDir) {
  const email = "bench.applicant@example.com";
  const q = await p.json(
    "POST",
    "/api/quotations",
    sponsorBody({ productCategory: 2, sponsorName: "Bench Sponsor", sponsorEmail: email, sponsorDate: "1985-06-01" }),
  );
  await p.json("POST", `/api/quotations/${q.quotationId}/members`, {
    member_type: 3,
    relation: null,
    first_name: "Maria",
    family_name: "Santos",
    gender: 2,
    date_of_birth: "1995-03-01",
    marital_status: "single",
    nationality: "PH",
    occupation: "Domestic worker",
    salary_band: "upto4000",
    is_newborn: false,
  });
  await p.json("POST", `/api/quotations/${q.quotationId}/applicant-link`);
  return mailedPath(dataDir, email, /\/applicantdettail\/[\w-]{43}/);
}

/** The renewal's payment result, where the gateway returns the customer after paying (the return's redirect). */
export async function renewalResultPath({ c }) {
  const start = await c.json("POST", "/api/renewals/current/payment", { returnTo: "customer" });
  const { back } = await payAtSandbox(c, start);
  const location = new URL(back.headers.get("location"), "http://bench.invalid");
  return location.pathname + location.search;
}
