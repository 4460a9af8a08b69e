import ipaddr from "ipaddr.js";

/**
 * The key under which per-client limits count a request. An IPv4 client is its address; an IPv6 client is its /64,
 * because one subscriber line or cloud host is routinely given a whole /64 and can rotate through it for free.
 * IPv4-mapped IPv6 addresses count as the IPv4 address they carry.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return "unknown";
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const parts = v6.parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}
