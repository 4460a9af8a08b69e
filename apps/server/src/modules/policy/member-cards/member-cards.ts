import {
  asJourneyProduct,
  CARD_NETWORK,
  type CoveredPolicy,
  cardStanding,
  healthCardsRefusal,
  isJourneyProduct,
  memberNumber,
  onPolicyVersion,
  planTitle,
  type TpaCode,
  toIsoDate,
  tpaLabel,
} from "@pp/domain";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import type { MemberCard } from "../../../pdf/card-layout";
import { findPlan } from "../../quotation";
import { membersForCards } from "./card-repository";
import { type CardKey, cardKeyFrom, cardToken } from "./card-token";

/** What a member card needs from the configuration: who insures, whom to call, where the QR code leads. */
export type CardConfig = Pick<Config, "insurer" | "CONTACT_PHONE" | "publicUrl"> & { twoFactor: { key: Buffer } };

export const cardKeyOf = (config: CardConfig): CardKey => cardKeyFrom(config.twoFactor.key);

/** The verification page of a member's card. */
export const cardVerifyUrl = (config: CardConfig, memberId: number) =>
  `${config.publicUrl}/card/${cardToken(cardKeyOf(config), memberId)}`;

/** Whether a policy's cards are handed out today: not once it is cancelled or has ended. */
export const healthCardsOffered = (policy: CoveredPolicy) => !healthCardsRefusal(policy, toIsoDate(new Date()));

/** Every address that hands out a policy's cards refuses them once it is cancelled or has ended: 410, saying why. */
export function refuseHealthCardsOf(policy: CoveredPolicy) {
  const refusal = healthCardsRefusal(policy, toIsoDate(new Date()));
  if (refusal) throw new HttpError(410, refusal);
}

/**
 * The cards of a policy's members as a version of it covers them (members added later, or removed by that version or
 * an earlier one, have none); each valid from the policy's start to its end, or to the day before the member or the
 * policy stopped. A member who never held cover (a policy cancelled from its first day) has no card: it would show an
 * end before its start.
 */
export async function memberCardsOf(
  db: Db,
  config: CardConfig,
  policyId: number,
  version: number,
): Promise<(MemberCard & { memberId: number })[]> {
  const rows = (await membersForCards(db, policyId)).filter(({ member }) => onPolicyVersion(member, version));
  const policy = rows[0]?.policy;
  if (!policy) return [];
  const plan = policy.planCode ? await findPlan(db, policy.planCode) : undefined;
  const planName = isJourneyProduct(policy.product)
    ? planTitle(asJourneyProduct(policy.product), plan?.name)
    : policy.product;
  const today = toIsoDate(new Date());
  return rows.flatMap(({ member, position }) => {
    const { cover } = cardStanding(policy, member, today);
    if (!cover) return [];
    const card = {
      memberId: member.id,
      insurer: { en: config.insurer.legalName, ar: config.insurer.legalNameAr },
      name: `${member.firstName} ${member.familyName}`,
      memberNo: memberNumber(policy.policyNo, position),
      policyNo: policy.policyNo,
      plan: planName,
      tpa: tpaLabel(policy.tpaId as TpaCode),
      network: CARD_NETWORK[policy.product] ?? "-",
      validFrom: cover.from,
      validUntil: cover.until,
      emergencyPhone: config.CONTACT_PHONE,
      verifyUrl: cardVerifyUrl(config, member.id),
    };
    return [card];
  });
}
