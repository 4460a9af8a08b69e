import type { z } from "zod";
import type { DateInput } from "./dates";
import { checkIdentityNumbers, emiratesIdInput, passportInput } from "./documents";
import { checkMember, MEMBER_FORM_DEFAULTS, memberFieldsSchema } from "./member";
import type { Planfor } from "./planfor";
import { singleLineText } from "./text-schema";

/**
 * A member as step 2's dialog enters them: the member's fields and, optionally, their Emirates ID, passport and UID
 * numbers, so that step 3 finds them filled in and asks only for what is missing. A number left out of a request is
 * left as it is (an edit from an older client keeps what step 3 saved); an empty one clears it.
 */
export const memberEntryFieldsSchema = memberFieldsSchema.extend({
  emirates_id: emiratesIdInput.optional(),
  passport_no: passportInput.optional(),
  uid_no: singleLineText().optional(),
});

export function memberEntrySchema(today: DateInput, planfor: Planfor) {
  return memberEntryFieldsSchema.superRefine((v, ctx) => {
    checkMember(ctx, v, today, planfor);
    checkIdentityNumbers(ctx, [], v);
  });
}
export type MemberEntry = z.infer<ReturnType<typeof memberEntrySchema>>;
export type MemberEntryInput = z.input<ReturnType<typeof memberEntrySchema>>;

export const MEMBER_ENTRY_DEFAULTS: MemberEntry = {
  ...MEMBER_FORM_DEFAULTS,
  emirates_id: "",
  passport_no: "",
  uid_no: "",
};

/**
 * "Add another like this" keeps, for the next member, what a sponsor's workers usually share: their type, occupation,
 * salary band and nationality. Everything that makes a person one person (name, gender, date of birth, marital
 * status, relation, newborn, ID numbers) starts empty again.
 */
export function nextMemberDefaults(previous: MemberEntry): MemberEntry {
  const { member_type, occupation, salary_band, nationality } = previous;
  return { ...MEMBER_ENTRY_DEFAULTS, member_type, occupation, salary_band, nationality };
}
