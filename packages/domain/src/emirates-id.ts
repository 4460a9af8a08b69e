import { EMIRATES_ID_LENGTH, EMIRATES_ID_MESSAGES, isValidEmiratesId, normalizeEmiratesId } from "./emirates-id-format";
import { singleLineText } from "./text-schema";

export const emiratesIdSchema = singleLineText({ error: EMIRATES_ID_MESSAGES.required })
  .overwrite(normalizeEmiratesId)
  .min(1, EMIRATES_ID_MESSAGES.required)
  .regex(/^[\d-]*$/, EMIRATES_ID_MESSAGES.digitsOnly)
  .min(EMIRATES_ID_LENGTH, EMIRATES_ID_MESSAGES.tooShort)
  .max(EMIRATES_ID_LENGTH, EMIRATES_ID_MESSAGES.tooLong)
  .refine(
    (value) => value.length !== EMIRATES_ID_LENGTH || !/^[\d-]*$/.test(value) || isValidEmiratesId(value),
    EMIRATES_ID_MESSAGES.invalid,
  );
