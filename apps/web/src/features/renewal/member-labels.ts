import { MEMBER_TYPE_OPTIONS, RELATION_OPTIONS } from "@pp/domain";

/** "Spouse", "Child", … for dependents with a relation, else the member type ("Domestic worker", …). */
export function memberRoleLabel(member: { member_type: number; relation: string | null }): string {
  return (
    RELATION_OPTIONS.find((o) => o.value === member.relation)?.label ??
    MEMBER_TYPE_OPTIONS.find((o) => o.value === member.member_type)?.label ??
    "Member"
  );
}

export const fullName = (member: { first_name: string; family_name: string }) =>
  `${member.first_name} ${member.family_name}`;
