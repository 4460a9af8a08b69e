import { FREE_LOOK, type GetPolicyDetailResponse, toIsoDate, withinFreeLook } from "@pp/domain";
import type { RefundShape } from "./refund-summary";

/**
 * The shape of a cancellation's refund, drawn while the server prices it: the shares it will list (the current
 * members, or the sponsor's one share of a policy reported without them) and which sentence leads it. Within the
 * product's free-look period (the domain's rule, as the server applies it on the UAE's today) the refund counts from
 * the policy's start and names the fee. Only the shape is guessed here, never a figure: a guess the server contradicts
 * (a cancellation asked at the free look's last midnight) costs one shift, not a wrong refund.
 */
export function cancellationShape(
  policy: Pick<GetPolicyDetailResponse, "product" | "issuedAt" | "startDate" | "sponsorName"> & {
    members: readonly { name: string; removedFrom: string | null }[];
  },
  effectiveDate: string,
  today = toIsoDate(new Date()),
): RefundShape {
  const freeLook = FREE_LOOK[policy.product];
  const issuedOn = toIsoDate(new Date(policy.issuedAt));
  const inFreeLook = freeLook !== null && withinFreeLook(freeLook, issuedOn, today);
  const members = policy.members.filter((m) => m.removedFrom === null).map((m) => m.name);
  return {
    effectiveDate: inFreeLook ? policy.startDate : effectiveDate,
    memberNames: members.length > 0 ? members : [policy.sponsorName],
    freeLookFeeFils: inFreeLook ? freeLook.feeFils : null,
  };
}
