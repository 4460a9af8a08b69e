import { emiratesIdWithCheckDigit, type SeedMember } from "../../src/modules/policy/policies/seeded-policy-repository";

let seq = 0;

/** An insured person with an Emirates ID and passport number no other call in this test run gives out. */
export function insuredPerson(over: Partial<SeedMember> = {}): SeedMember {
  seq++;
  return {
    memberType: 3,
    relation: null,
    firstName: "Maria",
    familyName: "Cruz",
    gender: 2,
    dateOfBirth: "1990-05-20",
    maritalStatus: "single",
    nationality: "PH",
    occupation: "Domestic worker",
    salaryBand: "upto4000",
    emiratesId: emiratesIdWithCheckDigit(`7841990${String(1000000 + seq * 7919).slice(0, 7)}`),
    passportNo: `PX${100000 + seq}`,
    ...over,
  };
}
