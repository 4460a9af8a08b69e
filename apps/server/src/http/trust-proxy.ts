import ipaddr from "ipaddr.js";

/**
 * What `X-Forwarded-For` the server believes: nothing, the last N hops, or only hops added by the listed proxies.
 * "Trust every hop" is never offered: with it any client picks its own address by sending the header, and every
 * per-client limit (sign-in, renewal search) becomes a limit per forged header.
 */
export type TrustProxy = number | string[];

const TRUST_PROXY_HELP =
  'give the number of proxies in front of the server (e.g. "1"), or their addresses or CIDRs ("10.0.0.0/8,192.168.1.5"); "false" or "0" trusts none';

/** Parses TRUST_PROXY; returns an error message instead of throwing so config can name the variable. */
export function parseTrustProxy(
  raw: string | undefined,
): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false") return { ok: true, value: 0 };
  if (text === "true") return { ok: false, message: `"true" would trust every hop: ${TRUST_PROXY_HELP}` };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { ok: true, value: hops } : { ok: false, message: `at most 10 hops: ${TRUST_PROXY_HELP}` };
  }
  const entries = text.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length > 0) return { ok: false, message: `not an address or CIDR: ${bad.join(", ")}; ${TRUST_PROXY_HELP}` };
  const tooWide = entries.filter((e) => e.includes("/") && Number(e.split("/")[1]) === 0);
  if (tooWide.length > 0)
    return { ok: false, message: `${tooWide.join(", ")} would trust every hop: ${TRUST_PROXY_HELP}` };
  return { ok: true, value: entries };
}

function isAddressOrCidr(entry: string): boolean {
  if (entry.includes("/")) {
    try {
      ipaddr.parseCIDR(entry);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(entry);
}

/**
 * The form Fastify takes. A hop count becomes a function because Fastify ignores bare numbers (it cannot check that
 * the peer really is a proxy); with a count the operator asserts that the load balancer is the only way in, so the
 * addresses list is the safer choice wherever the proxies' addresses are known.
 */
export function fastifyTrustProxy(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(value)) return value;
  if (value === 0) return false;
  return (_address, hop) => hop < value;
}
