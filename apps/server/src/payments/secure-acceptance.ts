import { createHmac, timingSafeEqual } from "node:crypto";
import { exactText } from "@pp/domain";
import { z } from "zod";
import { refinedWith } from "../i18n/answer-text";

/**
 * CyberSource Secure Acceptance (hosted payment page) signing: HMAC-SHA256 over "name=value" pairs of the
 * fields listed in signed_field_names, joined by commas, base64-encoded.
 * https://developer.cybersource.com/docs/cybs/en-us/secure-acceptance/developer/all/rest/secure-acceptance/sa-hosted-checkout-intro.html
 */
export type GatewayFields = Record<string, string>;

const GATEWAY_ANSWER_MAX_FIELDS = 200;
const TOO_MANY_FIELDS = /*i18n*/ {
  id: "answer.payment.tooManyFields",
  message: "At most {max} fields.",
  values: { max: String(GATEWAY_ANSWER_MAX_FIELDS) },
};

/**
 * What the gateway and the merchant post each other: flat text fields, taken exactly as sent because the signature
 * covers them. A value may hold a line break (an address, a message) but no other control character; anything else
 * is not a gateway message.
 */
export const gatewayFieldsSchema = z
  .record(exactText().min(1).max(100), exactText("multi").max(4096))
  .refine((fields) => Object.keys(fields).length <= GATEWAY_ANSWER_MAX_FIELDS, refinedWith(TOO_MANY_FIELDS));

function signatureOf(fields: GatewayFields, secretKey: string): string {
  const names = (fields.signed_field_names ?? "").split(",").filter(Boolean);
  const data = names.map((name) => `${name}=${fields[name] ?? ""}`).join(",");
  return createHmac("sha256", secretKey).update(data, "utf8").digest("base64");
}

/** Adds signed_field_names (all given fields plus itself) and the signature. */
export function signFields(fields: GatewayFields, secretKey: string): GatewayFields {
  const names = [
    ...Object.keys(fields).filter((k) => k !== "signature" && k !== "signed_field_names"),
    "signed_field_names",
  ];
  const withNames = { ...fields, signed_field_names: names.join(",") };
  return { ...withNames, signature: signatureOf(withNames, secretKey) };
}

/** Constant-time check of the signature; also refuses a signature that leaves out the fields we rely on. */
export function hasValidSignature(
  fields: GatewayFields,
  secretKey: string,
  mustBeSigned: readonly string[] = [],
): boolean {
  const given = fields.signature;
  if (!given || !fields.signed_field_names) return false;
  const signed = new Set(fields.signed_field_names.split(","));
  if (mustBeSigned.some((name) => !signed.has(name))) return false;
  const expected = Buffer.from(signatureOf(fields, secretKey));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** yyyy-MM-dd'T'HH:mm:ss'Z', the only date format the gateway accepts. */
export const signedDateTime = (d = new Date()) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Fields of the gateway's answer that must be covered by its signature before we act on them. */
export const RESPONSE_SIGNED_FIELDS = [
  "decision",
  "reason_code",
  "transaction_id",
  "req_reference_number",
  "req_transaction_uuid",
  "req_amount",
  "req_currency",
] as const;

/** Whether the gateway's signature covers a field (a field it did not sign may have been added by anyone). */
export const isSigned = (fields: GatewayFields, name: string) =>
  (fields.signed_field_names ?? "").split(",").includes(name);

export const DECISIONS = ["ACCEPT", "REVIEW", "DECLINE", "ERROR", "CANCEL"] as const;
export type Decision = (typeof DECISIONS)[number];
