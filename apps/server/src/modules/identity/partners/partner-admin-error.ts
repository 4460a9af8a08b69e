import { HttpError } from "../../../http/http-error";

/**
 * A refusal of the partners command or of the team page (decision 060): its message is for the operator or the owner,
 * and an HTTP route answers it with its status (400 unless told).
 */
export class PartnerAdminError extends HttpError {
  constructor(message: string, statusCode = 400) {
    super(statusCode, message);
  }
}
