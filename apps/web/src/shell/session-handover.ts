import type { PartnerDetails } from "@pp/domain";

type Receiver = (partner: PartnerDetails) => void;

let receiver: Receiver | undefined;
let waiting: PartnerDetails | undefined;

/**
 * A sign-in's partner, handed to the signed-in screens' cache so the shell shows them at once rather than after asking
 * the server again. The sign-in pages load no query cache (decision 066): the partner waits here until the cache that
 * loads with the first signed-in screen takes it, or goes straight to it when it is loaded already (a second sign-in).
 */
export function handOverSession(partner: PartnerDetails) {
  if (receiver) receiver(partner);
  else waiting = partner;
}

/** The query cache, once made, receives every sign-in's partner: the one that waited, and each one after. */
export function receiveSessions(receive: Receiver) {
  receiver = receive;
  if (waiting) receive(waiting);
  waiting = undefined;
}
