import {
  ageOn,
  formatDisplayDate,
  GENDER_OPTIONS,
  MEMBER_TYPE_OPTIONS,
  type MemberView,
  RELATION_OPTIONS,
} from "@pp/domain";
import { optionLabel } from "../../../ui/option-label";

/**
 * How a member reads in the list: names, member type (Dependent, Employee, Domestic worker, Partner / Investor), the
 * relation of a dependent to the sponsor ("—" for the others, so no type is said twice), age and gender.
 */
export function describeMember(member: MemberView, today: string) {
  return {
    name: `${member.first_name} ${member.family_name}`,
    memberType: optionLabel(MEMBER_TYPE_OPTIONS, member.member_type) ?? "—",
    relation: optionLabel(RELATION_OPTIONS, member.relation) ?? "—",
    age: ageOn(member.date_of_birth, today),
    dateOfBirth: formatDisplayDate(member.date_of_birth),
    gender: optionLabel(GENDER_OPTIONS, member.gender) ?? "—",
  };
}
