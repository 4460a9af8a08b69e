import { say } from "./i18n/say";
import { MEMBER_TYPE } from "./member-kinds";

/*
 * The files an upload takes (their types, their size) and the owner flag its call carries, free of zod: the pages
 * that offer a file picker (step 2's census, step 3's documents, the back office's) paint without it. The documents'
 * schemas are in documents.ts.
 */

export const MAX_UPLOAD_BYTES = 2048 * 1024;
/** The type is judged by the last three characters, so "jpeg" is accepted through its ending "peg". */
export const ALLOWED_FILE_ENDINGS = ["pdf", "peg", "jpg", "png"] as const;
export const UPLOAD_ACCEPT = ".pdf,.jpeg,.jpg,.png";
/** The legacy hint said 20MB (5MB for birth certificates) while checking 2048 KB; we show what we check. */
export const UPLOAD_HINT = say(
  /*i18n*/ { id: "documents.pdfJpegJpgOrPngUp", message: "PDF, JPEG, JPG or PNG, up to 2 MB" },
);
export const UPLOAD_ERROR_MESSAGE = say(
  /*i18n*/ { id: "documents.wrongFormatOrImageSizeIs", message: "Wrong format or image size is too big." },
);
export const UPLOAD_EMPTY_MESSAGE = say(
  /*i18n*/ { id: "documents.thisFileIsEmptyChooseAnother", message: "This file is empty. Choose another file." },
);

export function isAllowedFileName(name: string): boolean {
  return (ALLOWED_FILE_ENDINGS as readonly string[]).includes(name.slice(-3).toLowerCase());
}

/** Null when the file may be uploaded, otherwise the message to show for its slot. */
export function uploadFileError(file: { name: string; size: number }): string | null {
  if (!isAllowedFileName(file.name) || file.size > MAX_UPLOAD_BYTES) return UPLOAD_ERROR_MESSAGE;
  return file.size <= 0 ? UPLOAD_EMPTY_MESSAGE : null;
}

/** The second line under the spec's one message: which rule the file broke. */
export const UPLOAD_RULE_BROKEN = {
  type: say(
    /*i18n*/ { id: "documents.onlyPdfJpegJpgOrPng", message: "Only PDF, JPEG, JPG or PNG files can be uploaded." },
  ),
  size: say(/*i18n*/ { id: "documents.thisFileIsLargerThan2", message: "This file is larger than 2 MB." }),
} as const;

/** Null when the file keeps both rules, else the line saying which one it broke (its type first). */
export function uploadRuleBroken(file: { name: string; size: number }): string | null {
  if (!isAllowedFileName(file.name)) return UPLOAD_RULE_BROKEN.type;
  return file.size > MAX_UPLOAD_BYTES ? UPLOAD_RULE_BROKEN.size : null;
}

/** The owner flag the upload call carries: D dependent, W worker, "sponsor" for sponsor documents. */
export const UPLOAD_OWNER = { SPONSOR: "sponsor", DEPENDENT: "D", WORKER: "W" } as const;
export type UploadOwner = (typeof UPLOAD_OWNER)[keyof typeof UPLOAD_OWNER];
export function memberUploadOwner(memberType: number): UploadOwner {
  return memberType === MEMBER_TYPE.DEPENDENT ? UPLOAD_OWNER.DEPENDENT : UPLOAD_OWNER.WORKER;
}
