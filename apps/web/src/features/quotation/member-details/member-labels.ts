import {
  ageOn,
  formatDisplayDate,
  GENDER_OPTIONS,
  MEMBER_TYPE_OPTIONS,
  type MemberView,
  memberKindLabel,
  RELATION_OPTIONS,
} from "@pp/domain";

const labelOf = (options: readonly { value: string | number; label: string }[], value: string | number | null) =>
  options.find((o) => o.value === value)?.label;

/** How a member reads in the list: names, kind, relation (or the worker's type), age and gender. */
export function describeMember(member: MemberView, today: string) {
  return {
    name: `${member.first_name} ${member.family_name}`,
    kind: memberKindLabel(member.member_type),
    relation: labelOf(RELATION_OPTIONS, member.relation) ?? labelOf(MEMBER_TYPE_OPTIONS, member.member_type) ?? "—",
    age: ageOn(member.date_of_birth, today),
    dateOfBirth: formatDisplayDate(member.date_of_birth),
    gender: labelOf(GENDER_OPTIONS, member.gender) ?? "—",
  };
}
