import { z } from "zod";
import { CONTROL_CHARS_MESSAGE, MULTI_LINE_TEXT, SINGLE_LINE_TEXT, type TextLines } from "./control-chars";

/*
 * Every schema of the portal that takes text starts from one of these, so the text rule of control-chars.ts holds
 * by construction. The rule is a regex check, so it also shows as the `pattern` of each text field in the OpenAPI
 * document, which is how the server's tests find a route that takes text without it.
 */
type StringParams = Parameters<typeof z.string>[0];

/** A single-line field (names, numbers, e-mail, search text...), trimmed, then held to the rule. */
export const singleLineText = (params?: StringParams) =>
  z.string(params).trim().regex(SINGLE_LINE_TEXT, CONTROL_CHARS_MESSAGE);

/** A multi-line field (notes, details): tab and line breaks are allowed, other controls are not. Trimmed. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).trim().regex(MULTI_LINE_TEXT, CONTROL_CHARS_MESSAGE);

/** A value taken exactly as sent, not trimmed: passwords, tokens, transaction ids, the gateway's signed fields. */
export const exactText = (lines: TextLines = "single", params?: StringParams) =>
  z.string(params).regex(lines === "single" ? SINGLE_LINE_TEXT : MULTI_LINE_TEXT, CONTROL_CHARS_MESSAGE);

/**
 * The pattern of a trimmed field's minimum length, as a client sees it: the document describes the value as sent, and
 * "  a " is four characters before the server trims it to one. At least `min` (≥ 2) characters from the first
 * non-space to the last; spaces around are allowed.
 */
export const trimmedMinLength = (min: number) => new RegExp(`^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`);
