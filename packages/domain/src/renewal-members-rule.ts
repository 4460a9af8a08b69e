import { say } from "./i18n/say";
/** A renewal keeps at least one member of the policy (no zod: the light policy details step shows it as it is unticked). */
export const KEEP_ONE_MEMBER_MESSAGE = say(
  /*i18n*/ { id: "renewalMembersRule.keepAtLeastOneMemberOf", message: "Keep at least one member of this policy." },
);
