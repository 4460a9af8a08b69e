import { createHash } from "node:crypto";
import { API_ERROR_CODES, UPLOAD_ERROR_MESSAGE } from "@pp/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, quotations } from "../../../../src/db/schema";
import { storeDocument } from "../../../../src/modules/quotation/documents/document-service";
import { actingOwner } from "../../../support/acting";
import { exeBytes, jpegBytes, pdfBytes, pngBytes } from "../../../support/files";
import { api, finalizedQuotation, formBody, gatewayAnswer, VALID_EMIRATES_ID } from "../../../support/journey";
import { createQuotationAs, validMember } from "../../../support/quotation-fixtures";
import { createTestApp, STORAGE_KINDS, signInAs, type TestApp } from "../../../support/test-app";

// The same behaviour whether the files live on disk or in an S3 bucket.
describe.each(STORAGE_KINDS)("documents with %s storage", (storageKind) => {
  let t: TestApp;
  let owner: ReturnType<typeof api>;
  let other: ReturnType<typeof api>;
  let quotationId: number;
  let memberSno: number;
  beforeAll(async () => {
    t = await createTestApp({}, { storage: storageKind });
    const cookie = await signInAs(t, "agent.all");
    owner = api(t, cookie);
    other = api(t, await signInAs(t, "agent.basic"));
    quotationId = (await createQuotationAs(t, cookie)).quotationId;
    memberSno = (await owner.post(`/api/quotations/${quotationId}/members`, validMember())).json().members[0]
      .member_sno;
  });
  afterAll(() => t.close());

  const upload = (who: ReturnType<typeof api>, name: string, bytes: Buffer, fields: Record<string, string> = {}) =>
    who.upload(
      `/api/quotations/${quotationId}/documents`,
      { flag: "D", memberSno: String(memberSno), documentType: "photograph", ...fields },
      { name, bytes },
    );

  describe("POST /api/quotations/:id/documents", () => {
    it("stores a PNG, JPEG or PDF and answers with the spec's upload response", async () => {
      for (const [name, bytes] of [
        ["photo.PNG", pngBytes()],
        ["photo.jpeg", jpegBytes()],
        ["scan.pdf", pdfBytes()],
      ] as const) {
        const res = await upload(owner, name, bytes);
        expect(res.statusCode, name).toBe(201);
        expect(res.json()).toEqual({
          uploaded: true,
          fileName: name,
          documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        });
      }
    });

    it("refuses a 3 MB PNG with the spec's message", async () => {
      const res = await upload(owner, "big.png", pngBytes(3 * 1024 * 1024));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(UPLOAD_ERROR_MESSAGE);
    });

    it("refuses an executable renamed .pdf, judging by content", async () => {
      const res = await upload(owner, "invoice.pdf", exeBytes());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: UPLOAD_ERROR_MESSAGE,
        fieldErrors: { uploadedFiles: [UPLOAD_ERROR_MESSAGE] },
        code: API_ERROR_CODES.brokenRule,
      });
    });

    it("refuses a name that is not pdf, jpeg, jpg or png even when the content is", async () => {
      expect((await upload(owner, "photo.gif", pngBytes())).statusCode).toBe(400);
    });

    it("stores a PDF renamed .png as the PDF it is, and serves it as application/pdf", async () => {
      const res = await upload(owner, "passport.png", pdfBytes());
      expect(res.statusCode).toBe(201);
      const download = await owner.get(`/api/documents/${res.json().documentId}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toBe('attachment; filename="passport.pdf"');
      expect(download.rawPayload.equals(pdfBytes())).toBe(true);
    });

    it("stores the file under a random key outside any served folder, with its SHA-256, size, type and name", async () => {
      const bytes = jpegBytes();
      const id = (await upload(owner, "face.jpg", bytes)).json().documentId;
      const [row] = await t.db.select().from(documents).where(eq(documents.id, id));
      expect(row).toMatchObject({
        storageKey: `documents/${id.slice(0, 2)}/${id}`,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        sizeBytes: bytes.length,
        contentType: "image/jpeg",
        originalName: "face.jpg",
      });
      expect((await t.storage.get(row!.storageKey))?.equals(bytes)).toBe(true);
      expect(await t.storedKeys()).toContain(row!.storageKey);
    });

    it("keeps the replaced document for the audit trail while the slot shows the newest", async () => {
      const first = (await upload(owner, "one.png", pngBytes(), { documentType: "visa" })).json().documentId;
      const second = (await upload(owner, "two.png", pngBytes(), { documentType: "visa" })).json().documentId;
      const screen = (await owner.get(`/api/quotations/${quotationId}/documents`)).json();
      expect(screen.form.members[0].visaUpload).toBe(second);
      expect((await owner.get(`/api/documents/${first}`)).statusCode).toBe(200);
      const rows = await t.db
        .select()
        .from(documents)
        .where(inArray(documents.id, [first, second]));
      expect(rows.find((r) => r.id === first)!.replacedAt).toBeInstanceOf(Date);
      expect(rows.find((r) => r.id === second)!.replacedAt).toBeNull();
      const events = await t.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.event, "document_uploaded"), eq(auditLog.subjectId, String(quotationId))));
      const ids = events.map((e) => (e.details as { documentId?: string }).documentId);
      expect(ids).toEqual(expect.arrayContaining([first, second]));
    });

    it("leaves exactly one current document when uploads to one slot race", async () => {
      const results = await Promise.all(
        [...Array(5)].map((_, i) => upload(owner, `race-${i}.png`, pngBytes(), { documentType: "passport" })),
      );
      for (const r of results) expect(r.statusCode).toBe(201);
      const current = await t.db
        .select()
        .from(documents)
        .where(
          and(
            eq(documents.quotationId, quotationId),
            eq(documents.slot, "passport"),
            eq(documents.memberId, memberSno),
            isNull(documents.replacedAt),
          ),
        );
      expect(current).toHaveLength(1);
    });

    it("refuses unknown slots, unknown members and missing files with 4xx", async () => {
      expect((await upload(owner, "a.png", pngBytes(), { documentType: "selfie" })).statusCode).toBe(400);
      expect((await upload(owner, "a.png", pngBytes(), { memberSno: "999999" })).statusCode).toBe(404);
      expect((await upload(owner, "a.png", pngBytes(), { flag: "X" })).statusCode).toBe(400);
      expect((await owner.post(`/api/quotations/${quotationId}/documents`, { not: "multipart" })).statusCode).toBe(415);
    });

    it("lets no other partner upload to, list or download the quotation's documents", async () => {
      const id = (await upload(owner, "mine.png", pngBytes())).json().documentId;
      expect((await other.get(`/api/documents/${id}`)).statusCode).toBe(404);
      expect((await other.get(`/api/quotations/${quotationId}/documents`)).statusCode).toBe(404);
      expect((await upload(other, "theirs.png", pngBytes())).statusCode).toBe(404);
    });
  });

  describe("PUT /api/quotations/:id/documents", () => {
    it("names every missing number and file, then stores the numbers once everything is there", async () => {
      const screen = (await owner.get(`/api/quotations/${quotationId}/documents`)).json();
      const bad = await owner.put(`/api/quotations/${quotationId}/documents`, screen.form);
      expect(bad.statusCode).toBe(400);
      const fields = Object.keys(bad.json().fieldErrors);
      expect(fields).toEqual(
        expect.arrayContaining(["sponsor.documentType", "members.0.emiratesId", "members.0.passportNo"]),
      );

      for (const slot of ["emirates_id", "visa"]) {
        await owner.upload(
          `/api/quotations/${quotationId}/documents`,
          { flag: "sponsor", documentType: slot },
          { name: "s.png", bytes: pngBytes() },
        );
      }
      for (const slot of ["emirates_id", "passport"]) await upload(owner, "m.png", pngBytes(), { documentType: slot });
      const form = (await owner.get(`/api/quotations/${quotationId}/documents`)).json().form;
      form.sponsor.documentType = "EmiratesId";
      form.sponsor.emiratesId = "784198012345678";
      form.members[0].emiratesId = VALID_EMIRATES_ID;
      form.members[0].passportNo = "n1234567";
      form.members[0].uidNo = "123456789";
      // An upload reference the client made up is ignored: the server uses its own records.
      form.members[0].labourContractUpload = "made-up";
      const ok = await owner.put(`/api/quotations/${quotationId}/documents`, form);
      expect(ok.statusCode, ok.body).toBe(200);
      const stored = (await owner.get(`/api/quotations/${quotationId}/documents`)).json().form;
      expect(stored.sponsor).toMatchObject({ documentType: "EmiratesId", emiratesId: VALID_EMIRATES_ID });
      expect(stored.members[0]).toMatchObject({
        emiratesId: VALID_EMIRATES_ID,
        passportNo: "N1234567",
        labourContractUpload: null,
      });
    });
  });

  describe("changes after finalizing", () => {
    it("reopen the application when a document is replaced, and never store a number the form hides", async () => {
      const cookie = await signInAs(t, "agent.all");
      const q = await finalizedQuotation(t, cookie);
      const a = api(t, cookie);
      expect((await a.get(`/api/quotations/${q.quotationId}`)).json().status).toBe("finalized");
      await a.upload(
        `/api/quotations/${q.quotationId}/documents`,
        { flag: "D", memberSno: String(q.memberSno), documentType: "photograph" },
        { name: "new.png", bytes: pngBytes() },
      );
      expect((await a.get(`/api/quotations/${q.quotationId}`)).json().status).toBe("draft");

      const form = (await a.get(`/api/quotations/${q.quotationId}/documents`)).json().form;
      form.members[0].birth_certificate_no = "BC-NOT-A-NEWBORN";
      expect((await a.put(`/api/quotations/${q.quotationId}/documents`, form)).statusCode).toBe(200);
      const stored = (await a.get(`/api/quotations/${q.quotationId}/documents`)).json().form;
      expect(stored.members[0].birth_certificate_no).toBe("");
    });
  });

  describe("an upload that loses a race with the payment", () => {
    it("is refused and leaves no file behind", async () => {
      const cookie = await signInAs(t, "agent.all");
      const q = await finalizedQuotation(t, cookie);
      const [stale] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
      const start = (await api(t, cookie).post(`/api/quotations/${q.quotationId}/payment`)).json();
      await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(gatewayAnswer(t, start.fields)) });
      const before = await storedFiles();

      const partner = await actingOwner(t.db, "agent.all");
      const upload = storeDocument(t.db, t.storage, {
        partner,
        quotation: stale!,
        target: { owner: "member", memberId: q.memberSno, slot: "photograph" },
        file: { name: "late.png", bytes: pngBytes() },
      });
      await expect(upload).rejects.toMatchObject({ statusCode: 409 });
      expect(await storedFiles()).toEqual(before);
    });
  });

  async function storedFiles() {
    return (await t.storedKeys()).filter((key) => key.startsWith("documents/"));
  }
});
