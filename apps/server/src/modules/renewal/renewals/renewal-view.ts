import { ageOn, maskEmail, maskFullName, maskMobile, maskName } from "@pp/domain";

type Person = { firstName: string; familyName: string; dateOfBirth: string };

/**
 * An insured person as a renewal screen shows them: in full, with the date of birth (and the age on the renewal's
 * start date when given); masked, only the first name and the family name's initial.
 */
export function personOf(m: Person, view: { full: boolean; startDate?: string }) {
  if (!view.full) return maskName(m.firstName, m.familyName);
  return {
    first_name: m.firstName,
    family_name: m.familyName,
    date_of_birth: m.dateOfBirth,
    ...(view.startDate ? { age_at_renewal: ageOn(m.dateOfBirth, view.startDate) } : {}),
  };
}

type Contact = { sponsorName: string; sponsorEmail: string; sponsorMobile: string };

/** The sponsor and where the documents go, in full or masked. */
export function contactOf(c: Contact, full: boolean): Contact {
  if (full) return { sponsorName: c.sponsorName, sponsorEmail: c.sponsorEmail, sponsorMobile: c.sponsorMobile };
  return {
    sponsorName: maskFullName(c.sponsorName),
    sponsorEmail: maskEmail(c.sponsorEmail),
    sponsorMobile: maskMobile(c.sponsorMobile),
  };
}
