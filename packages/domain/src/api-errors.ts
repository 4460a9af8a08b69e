import { z } from "zod";

/** Every API failure has this shape: a message for people, and per-field messages for bad input. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An answer that is only a message for people (401, 429, a reset request's acknowledgement). */
export const messageResponseSchema = z.object({ message: z.string() });

/** The error answers a route declares: the same body for every status it may refuse with. */
export const errorResponses = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as {
    [C in Codes[number]]: typeof errorResponseSchema;
  };
