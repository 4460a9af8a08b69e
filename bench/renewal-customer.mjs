// A customer's renewal made ready through the API, as the customer's own pages would leave it, for the benches that
// load those pages (bench/lighthouse.mjs, bench/page-cpu-profile.mjs).
import { client } from "./journey-steps.mjs";

const CUSTOMER_IP = "198.51.100.7";

/** The renewal cookie of a customer who found a demo policy (Priya Nair, by passport), and the policy's members. */
export async function renewalCustomer(base) {
  const res = await fetch(`${base}/api/renewals/search`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": CUSTOMER_IP },
    body: JSON.stringify({ searchBy: 3, searchText: "P7712345", dateOfBirth: "1988-04-12" }),
  });
  if (!res.ok) throw new Error(`renewal search: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get("set-cookie").split(";")[0];
  return { cookie, c: client(base, cookie) };
}

/** The customer's renewal one step further, as each page expects it: members kept, questions answered, finalized. */
export const keepEveryMember = async ({ c }) => {
  const details = await c.json("GET", "/api/renewals/current");
  await c.json("PUT", "/api/renewals/current", { memberIds: details.members.map((m) => m.id) });
};
export const answerAsExpected = async ({ c }) => {
  const [questions, review] = await Promise.all([
    c.json("GET", "/api/renewals/questions"),
    c.json("GET", "/api/renewals/current/review"),
  ]);
  const answers = review.members.flatMap((m) =>
    questions.map((q) => ({ memberId: m.member_sno, questionId: q.id, answer: q.expectedAnswer })),
  );
  await c.json("PUT", "/api/renewals/current/declaration", { answers });
};
export const finalize = ({ c }) => c.json("POST", "/api/renewals/current/finalize", { declaration: true });
