// The whole new-business journey through the API, step by step (journey-load.mjs, cluster-journey-load.mjs).
// `time(step, fn)` is called around each request so a caller can measure every step.
export const daysAgo = (n) => new Date(Date.now() + 4 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
export const png = (size) => {
  const head = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
};
const hidden = (html) =>
  Object.fromEntries(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2].replaceAll("&#39;", "'").replaceAll("&amp;", "&").replaceAll("&quot;", '"'),
    ]),
  );

/**
 * Step 1's request as the wizard sends it (the domain's `toSponsorPayload`): an individual sponsor of a Basic plan, the
 * name, e-mail and date of birth (or what else differs) given.
 */
export const sponsorBody = (fields) => ({
  productCategory: 1,
  planfor: 1,
  documentType: 1,
  sponsorMobile: "0501234567",
  gender: 1,
  sponsorFileNumber: "201/2020/1234567",
  tpaId: 3,
  ...fields,
});

export function client(base, cookie) {
  const json = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: body ? { cookie, "content-type": "application/json" } : { cookie },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const upload = async (id, fields, bytes) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("uploadedFiles", new Blob([bytes], { type: "image/png" }), "file.png");
    const res = await fetch(`${base}/api/quotations/${id}/documents`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  };
  const form = (path, fields) =>
    fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  return { json, upload, form };
}

/** A new-business quotation through the API up to finalized (documents included); its id and number. */
export async function finalizedQuotation(c, time = (_step, fn) => fn()) {
  const q = await time("create quotation", () =>
    c.json(
      "POST",
      "/api/quotations",
      sponsorBody({ sponsorName: "Bench Family", sponsorEmail: "bench.family@example.com", sponsorDate: "1985-06-01" }),
    ),
  );
  const id = q.quotationId;
  // Three newborns: each needs a photograph and a birth certificate, so sponsor (2) + members (6) = 8 uploads.
  for (const name of ["Ali", "Sara", "Omar"]) {
    await time("add member", () =>
      c.json("POST", `/api/quotations/${id}/members`, {
        member_type: 1,
        relation: "child",
        first_name: name,
        family_name: "Family",
        gender: 1,
        date_of_birth: daysAgo(5),
        marital_status: "single",
        nationality: "AE",
        occupation: "Child",
        salary_band: null,
        is_newborn: true,
      }),
    );
  }
  const photo = png(200 * 1024);
  const upload = (fields) => time("upload document", () => c.upload(id, fields, photo));
  await upload({ flag: "sponsor", documentType: "emirates_id" });
  await upload({ flag: "sponsor", documentType: "visa" });
  const screen = await c.json("GET", `/api/quotations/${id}/documents`);
  for (const m of screen.form.members) {
    await upload({ flag: "D", memberSno: String(m.member_sno), documentType: "photograph" });
    await upload({ flag: "D", memberSno: String(m.member_sno), documentType: "birth_certificate" });
  }
  const form = (await c.json("GET", `/api/quotations/${id}/documents`)).form;
  form.sponsor.documentType = "EmiratesId";
  form.sponsor.emiratesId = "784-1980-1234567-8";
  for (const m of form.members) {
    m.emiratesId = "784-1980-1234567-8";
    m.birth_certificate_no = `BC-${m.member_sno}`;
  }
  await time("save documents", () => c.json("PUT", `/api/quotations/${id}/documents`, form));
  await time("finalize", () => c.json("POST", `/api/quotations/${id}/finalize`, { declaration: true }));
  return { id, number: q.quotationNo };
}

/** Pays the signed fields of a started payment on the sandbox's card page; the gateway's answer and our return. */
export async function payAtSandbox(c, start, time = (_step, fn) => fn()) {
  const page = await time("gateway card page", async () => (await c.form("/sandbox-gateway/pay", start.fields)).text());
  const request = /name="request" value="([^"]+)"/.exec(page)[1];
  const answer = hidden(
    await time("gateway charge", async () =>
      (
        await c.form("/sandbox-gateway/charge", {
          request,
          card_number: "4111111111111111",
          card_expiry: "12/39",
          card_cvv: "123",
          card_name: "Bench Family",
          action: "pay",
        })
      ).text(),
    ),
  );
  const back = await time("payment return", () => c.form("/api/payments/return", answer));
  if (back.status !== 303) throw new Error(`return: ${back.status}`);
  return { answer, back };
}

export async function journey(c, time = (_step, fn) => fn()) {
  const { id } = await finalizedQuotation(c, time);
  const start = await time("start payment", () => c.json("POST", `/api/quotations/${id}/payment`));
  const { answer } = await payAtSandbox(c, start, time);
  const status = await time("payment status", () => c.json("GET", `/api/payments/${answer.transaction_id}`));
  if (status.status !== "accepted" || !status.policyNo) throw new Error(`not issued: ${JSON.stringify(status)}`);
}

/** MB/s of 1.5 MB uploads, 10 at a time for `seconds`, into one new quotation's sponsor visa slot. */
export async function uploadThroughput(c, seconds) {
  const q = await c.json(
    "POST",
    "/api/quotations",
    sponsorBody({ sponsorName: "Bench Upload", sponsorEmail: "bench.upload@example.com", sponsorDate: "1985-06-01" }),
  );
  const big = png(1536 * 1024);
  let bytes = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    [...Array(10)].map(async () => {
      while (Date.now() < until) {
        await c.upload(q.quotationId, { flag: "sponsor", documentType: "visa" }, big);
        bytes += big.length;
      }
    }),
  );
  return bytes / 1048576 / ((Date.now() - started) / 1000);
}

/** `clients` concurrent loops of the whole journey for `seconds`; counts the journeys done and failed. */
export async function repeatJourneys(c, { clients, seconds, time }) {
  let done = 0;
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    [...Array(clients)].map(async () => {
      while (Date.now() < until) {
        try {
          await journey(c, time);
          done++;
        } catch (err) {
          failed++;
          if (failed < 3) console.error(err.message);
        }
      }
    }),
  );
  return { done, failed, elapsed: (Date.now() - started) / 1000 };
}
