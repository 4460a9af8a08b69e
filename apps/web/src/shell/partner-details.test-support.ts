import { type PartnerDetails, partnerDetailsSchema } from "@pp/domain";

/** A signed-in partner's details as the session answer gives them: a Basic seller, with whatever a test changes. */
export const partnerDetailsFor = (extra: Partial<PartnerDetails> = {}): PartnerDetails =>
  partnerDetailsSchema.parse({
    partner_name: "Al Noor Insurance Brokers",
    partner_userid: "sara.agent",
    partner_reference: "7f1c9c56-1111-4222-8333-944445555666",
    partner_sno: 4,
    partner_categ_sno: 1,
    term_allowed: false,
    enhanced_allowed: false,
    basic_allowed: true,
    pa_allowed: false,
    meetings_allowed: false,
    invitations_allowed: false,
    user_role: "partner",
    ...extra,
  });
