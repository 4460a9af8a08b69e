import { createHash, randomUUID } from "node:crypto";
import {
  type DocumentsForm,
  documentsFormSchema,
  fixedSponsorDocumentType,
  isAllowedFileName,
  MAX_UPLOAD_BYTES,
  MEMBER_DOCUMENT_SLOTS,
  type MemberDocumentSlot,
  normalizeEmiratesId,
  replaceUnsafeText,
  SPONSOR_DOCUMENT_SLOTS,
  type SponsorDocumentSlot,
  sponsorSlotProblem,
  toSponsorMembersUpdatePayload,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_ERROR_MESSAGE,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { NOT_FOUND_ANSWERS } from "../../../http/generic-answers";
import { HttpError, notFound } from "../../../http/http-error";
import { parseOrThrow } from "../../../http/validation";
import { pauseAt } from "../../../process/test-pause";
import type { FileStorage } from "../../../storage/file-storage";
import type { ActingPartner } from "../../identity";
import { findMemberOf, listMembers, updateMemberIdNumbers } from "../members/member-repository";
import { findOwnedQuotation, lockQuotation, type Quotation } from "../quotations/quotation-repository";
import { assertEditable, markEdited, partnerActor } from "../quotations/quotation-service";
import {
  currentDocuments,
  type DocumentRow,
  findPartnerDocument,
  insertDocument,
  retireCurrentDocument,
  slotKey,
} from "./document-repository";
import { sniffDocumentType } from "./file-signature";

const UNKNOWN_TYPE = /*i18n*/ { id: "answer.documents.unknownType", message: "Unknown document type." };
const FILE_GONE = /*i18n*/ {
  id: "answer.documents.fileGone",
  message: "The file of this document is no longer available. Upload it again.",
};

type UploadTarget = {
  owner: "sponsor" | "member" | "additional";
  memberId: number | null;
  slot: string;
  note?: string;
};

/** Checks name, size and content; stores the bytes under a random key; the previous document of the slot is kept as replaced. */
export async function storeDocument(
  db: Db,
  storage: FileStorage,
  opts: {
    partner: ActingPartner;
    quotation: Quotation;
    target: UploadTarget;
    file: { name: string; bytes: Buffer };
    ip?: string;
  },
) {
  const { file } = opts;
  if (file.bytes.length === 0)
    throw new HttpError(400, UPLOAD_EMPTY_MESSAGE, { uploadedFiles: [UPLOAD_EMPTY_MESSAGE] });
  const type = await sniffDocumentType(file.bytes);
  if (!isAllowedFileName(file.name) || file.bytes.length > MAX_UPLOAD_BYTES || !type) {
    throw new HttpError(400, UPLOAD_ERROR_MESSAGE, { uploadedFiles: [UPLOAD_ERROR_MESSAGE] });
  }
  const id = randomUUID();
  const storageKey = `documents/${id.slice(0, 2)}/${id}`;
  await storage.put(storageKey, file.bytes);
  await pauseAt("document-stored");
  // Cut first, then clean: the cut may split an emoji into a lone half, which the text rule replaces too.
  const originalName = replaceUnsafeText(file.name.replace(/[/\\]/g, "_").slice(-150), "_");
  try {
    await recordUpload(db, { ...opts, id, storageKey, originalName, mime: type.mime });
  } catch (err) {
    // Nothing refers to the file once the row is rolled back: do not leave it behind.
    await storage.remove(storageKey).catch(() => undefined);
    throw err;
  }
  // The upload answer: uploaded, the file's name, and the stored document's id (the form field is set to it).
  return { uploaded: true, fileName: originalName, documentId: id };
}

async function recordUpload(
  db: Db,
  opts: {
    partner: ActingPartner;
    quotation: Quotation;
    target: UploadTarget;
    file: { bytes: Buffer };
    ip?: string;
    id: string;
    storageKey: string;
    originalName: string;
    mime: string;
  },
) {
  const { file, target, id, storageKey, originalName } = opts;
  await db.transaction(async (tx) => {
    // Two uploads to one slot at once take turns, so exactly one stays current; a payment in between is seen.
    const quotation = await lockQuotation(tx, opts.quotation.id);
    if (!quotation) throw notFound(NOT_FOUND_ANSWERS.quotation);
    if (target.owner !== "additional") {
      assertEditable(quotation);
      await retireCurrentDocument(tx, quotation.id, target);
    }
    // A new document changes what was declared: the application must be finalized again.
    if (target.owner !== "additional") await markEdited(tx, quotation.id, {}, partnerActor(opts.partner));
    await insertDocument(tx, {
      id,
      quotationId: quotation.id,
      memberId: target.memberId,
      owner: target.owner,
      slot: target.slot,
      note: target.note ?? null,
      storageKey,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      sizeBytes: file.bytes.length,
      contentType: opts.mime,
      originalName,
      uploadedBy: opts.partner.id,
    });
    await recordAudit(tx, {
      event: "document_uploaded",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(quotation.id),
      ip: opts.ip,
      details: {
        documentId: id,
        owner: target.owner,
        memberId: target.memberId,
        slot: target.slot,
        name: originalName,
      },
    });
  });
}

/** Resolves the spec's upload flags (sponsor, D, W + member number) to a slot of this quotation. */
export async function uploadTarget(
  db: Db,
  quotation: Quotation,
  fields: { flag: string; memberSno?: number; slot: string },
) {
  if (fields.flag === "sponsor") {
    if (!(fields.slot in SPONSOR_DOCUMENT_SLOTS))
      throw new HttpError(400, UNKNOWN_TYPE, { documentType: [UNKNOWN_TYPE] });
    const problem = sponsorSlotProblem(fields.slot as SponsorDocumentSlot, quotation.planfor);
    if (problem) throw new HttpError(400, problem, { documentType: [problem] });
    return { owner: "sponsor" as const, memberId: null, slot: fields.slot as SponsorDocumentSlot };
  }
  if (!(fields.slot in MEMBER_DOCUMENT_SLOTS)) throw new HttpError(400, UNKNOWN_TYPE, { documentType: [UNKNOWN_TYPE] });
  const member = await findMemberOf(db, quotation.id, fields.memberSno ?? 0);
  if (!member) throw notFound(NOT_FOUND_ANSWERS.member);
  return { owner: "member" as const, memberId: member.id, slot: fields.slot as MemberDocumentSlot };
}

export async function ownedDocument(db: Db, partner: ActingPartner, id: string): Promise<DocumentRow> {
  const doc = await findPartnerDocument(db, partner.scope, id);
  if (!doc) throw notFound(NOT_FOUND_ANSWERS.document);
  return doc;
}

/** The step-3 form as the server holds it: numbers as saved, each upload field = the current document's id. */
export async function documentsScreen(db: Db, quotation: Quotation) {
  const [members, docs] = await Promise.all([listMembers(db, quotation.id), currentDocuments(db, quotation.id)]);
  const bySlot = new Map(docs.filter((d) => d.owner !== "additional").map((d) => [slotKey(d), d]));
  const ref = (key: string) => bySlot.get(key)?.id ?? null;
  const form: DocumentsForm = {
    quotationId: quotation.id,
    planfor: quotation.planfor as DocumentsForm["planfor"],
    sponsor: {
      // A company's is its trade licence, whatever was stored for it when companies were asked for an Emirates ID.
      documentType:
        fixedSponsorDocumentType(quotation.planfor) ??
        (quotation.sponsorIdDocType as DocumentsForm["sponsor"]["documentType"]) ??
        null,
      emiratesId: quotation.sponsorEmiratesId ?? "",
      passportNo: quotation.sponsorPassportNo ?? "",
      emiratesIdUpload: ref("sponsor:emirates_id"),
      passportUpload: ref("sponsor:passport"),
      visaUpload: ref("sponsor:visa"),
      tradeLicenceUpload: ref("sponsor:trade_licence"),
    },
    members: members.map((m) => {
      const files = Object.fromEntries(
        (Object.keys(MEMBER_DOCUMENT_SLOTS) as MemberDocumentSlot[]).map((slot) => [
          MEMBER_DOCUMENT_SLOTS[slot].field,
          ref(`member:${m.id}:${slot}`),
        ]),
      );
      return {
        member_sno: m.id,
        member_type: m.memberType as DocumentsForm["members"][number]["member_type"],
        occupation: m.occupation,
        first_name: m.firstName,
        family_name: m.familyName,
        is_newborn: m.isNewborn,
        emiratesId: m.emiratesId ?? "",
        passportNo: m.passportNo ?? "",
        uidNo: m.uidNo ?? "",
        birth_certificate_no: m.birthCertificateNo ?? "",
        ...files,
      } as DocumentsForm["members"][number];
    }),
  };
  const files = Object.fromEntries(
    docs.map((d) => [d.id, { name: d.originalName, contentType: d.contentType, sizeBytes: d.sizeBytes }]),
  );
  return { quotationNo: quotation.quotationNo, form, files };
}

/**
 * Sponsor and members update. The numbers and the sponsor's document choice come from the request;
 * who the members are and which files exist come from the database. The merged form must pass the
 * very schema the screen uses, so nothing the form would refuse is stored.
 */
export async function saveDocumentDetails(
  db: Db,
  opts: { partner: ActingPartner; quotationId: number; body: DocumentsForm; ip?: string },
) {
  const quotation = await findOwnedQuotation(db, opts.quotationId, opts.partner.scope);
  assertEditable(quotation);
  const { form: stored } = await documentsScreen(db, quotation);
  const sent = new Map(opts.body.members.map((m) => [m.member_sno, m]));
  const merged: DocumentsForm = {
    ...stored,
    sponsor: {
      ...stored.sponsor,
      documentType: opts.body.sponsor.documentType ?? null,
      emiratesId: opts.body.sponsor.emiratesId ?? "",
      passportNo: opts.body.sponsor.passportNo ?? "",
    },
    members: stored.members.map((m) => {
      const s = sent.get(m.member_sno);
      return {
        ...m,
        emiratesId: s?.emiratesId ?? "",
        passportNo: s?.passportNo ?? "",
        uidNo: s?.uidNo ?? "",
        birth_certificate_no: s?.birth_certificate_no ?? "",
      };
    }),
  };
  const valid = parseOrThrow(documentsFormSchema, merged);
  // The domain's own mapping keeps only what the current choices show: a hidden number is stored as nothing.
  const numbers = toSponsorMembersUpdatePayload(valid);
  const byMember = new Map(numbers.members.map((d) => [d.member_sno, d]));
  await db.transaction(async (tx) => {
    await markEdited(
      tx,
      quotation.id,
      {
        sponsorIdDocType: valid.sponsor.documentType ?? null,
        // Switching the document type clears the other one's number.
        sponsorEmiratesId: normalised(numbers.sponsorEmiratesId, normalizeEmiratesId),
        sponsorPassportNo: normalised(numbers.sponsorPassportNo, upper),
        lastVisitedPage: "finalizeapplication",
      },
      partnerActor(opts.partner),
    );
    for (const [memberSno, d] of byMember) {
      await updateMemberIdNumbers(tx, quotation.id, memberSno, {
        emiratesId: normalised(d.emirates_id, normalizeEmiratesId),
        passportNo: normalised(d.passport_no, upper),
        uidNo: normalised(d.uid_no, (v) => v),
        birthCertificateNo: normalised(d.birth_certificate_no, (v) => v),
      });
    }
    await recordAudit(tx, {
      event: "quotation_updated",
      partnerId: opts.partner.id,
      subjectType: "quotation",
      subjectId: String(quotation.id),
      ip: opts.ip,
      details: { part: "documents" },
    });
  });
  return { success: true };
}

const upper = (v: string) => v.toUpperCase();
/** Empty means "not given"; a given number is stored in its one canonical form. */
const normalised = (value: string | null | undefined, canonical: (v: string) => string) => {
  const v = value?.trim();
  return v ? canonical(v) : null;
};

/** The stored file, streamed from disk or the bucket. */
export async function openDocumentFile(storage: FileStorage, doc: DocumentRow) {
  const file = await storage.open(doc.storageKey);
  if (!file) throw new HttpError(410, FILE_GONE);
  return file;
}
