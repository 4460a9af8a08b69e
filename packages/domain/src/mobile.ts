import { z } from "zod";
import { MOBILE_MESSAGES, MOBILE_NUMBER_PATTERN, STORED_MOBILE_PATTERN, UAE_MOBILE_PREFIXES } from "./mobile-format";
import { singleLineText } from "./text-schema";

export const mobilePrefixSchema = z.enum(UAE_MOBILE_PREFIXES, { error: MOBILE_MESSAGES.prefix });
export const mobileNumberSchema = singleLineText({ error: MOBILE_MESSAGES.number }).regex(
  MOBILE_NUMBER_PATTERN,
  MOBILE_MESSAGES.number,
);
export const storedMobileSchema = singleLineText({ error: MOBILE_MESSAGES.number }).regex(
  STORED_MOBILE_PATTERN,
  MOBILE_MESSAGES.number,
);
