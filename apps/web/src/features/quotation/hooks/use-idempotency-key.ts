import { useState } from "react";

/**
 * One key per form instance: retrying a save whose answer was lost reuses it, so the server answers with the
 * quotation the first attempt created instead of making a second one.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newKey);
  return key;
}

function newKey(): string {
  // randomUUID needs a secure context (HTTPS or localhost); getRandomValues works everywhere.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
