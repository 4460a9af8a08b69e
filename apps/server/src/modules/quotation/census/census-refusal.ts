import { HttpError } from "../../../http/http-error";

/** A row of an uploaded census as read: its number in the file and its cells' text in order. */
export type RawRow = { row: number; texts: string[] };

/** A census file the reader refuses, with the census's message; thrown where the file is read (a pool thread). */
export class CensusRefusal extends Error {}

/** A census file refused: the census's message, also under the file's field so the form shows it there. */
export const refused = (message: string) => new HttpError(400, message, { uploadedFiles: [message] });
