import { useText } from "../../i18n/use-text";
import text from "../../ui/plain/typography.module.css";
import { InfoPageLayout } from "./info-page-layout";
import { useDisclosure } from "./use-disclosure";

/** The UAE's financial-services complaints unit, where a customer goes when the insurer's answer does not settle it. */
const SANADAK_URL = "https://www.sanadak.gov.ae/";

/** /complaints: how a customer complains, how long each step takes, and where to go next. */
export function ComplaintsPage() {
  const { t, language } = useText();
  const disclosure = useDisclosure(language);
  if (!disclosure) return null;
  const { config, insurer, address } = disclosure;
  return (
    <InfoPageLayout
      title={t(/*i18n*/ { id: "disclosures.complaintsPage.howMakeComplaint", message: "How to make a complaint" })}
    >
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.complaintsPage.carriesRiskEveryPolicy",
            message:
              "{insurer} carries the risk of every policy sold through this portal; the insurance partner who sold yours is its intermediary. You may complain about either to the insurer.",
            values: { insurer },
          },
        )}
      </p>
      <h2>{t(/*i18n*/ { id: "disclosures.complaintsPage.step1TellUs", message: "1. Tell us" })}</h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.complaintsPage.callCustomerRelationsWrite",
            message: "Call customer relations on {phone} or write to {email}, with your policy or quotation number.",
            values: {
              phone: config.contactPhone,
              email: config.contactEmail,
            },
          },
        )}
      </p>
      <h2>{t(/*i18n*/ { id: "disclosures.complaintsPage.step2WhatWeDo", message: "2. What we do" })}</h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.complaintsPage.weConfirmWeComplaint",
            message:
              "We confirm that we have your complaint within 2 working days, tell you who is handling it, and give you our answer within 15 working days. If we need longer, we tell you why and when to expect it.",
          },
        )}
      </p>
      <h2>
        {t(/*i18n*/ { id: "disclosures.complaintsPage.step3NotSatisfied", message: "3. If you are not satisfied" })}
      </h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.complaintsPage.ifOurAnswerDoes",
            message:
              "If our answer does not settle your complaint, or you have none after 15 working days, you may take it to Sanadak, the UAE's independent unit for complaints about insurance and banking.",
          },
        )}{" "}
        <a className={text.link} href={SANADAK_URL} rel="noopener" target="_blank">
          sanadak.gov.ae
        </a>
      </p>
      <p className={text.body2}>
        {t(
          /*i18n*/ {
            id: "disclosures.complaintsPage.insurerRegistrationNo",
            message: "Insurer: {insurer}, registration no. {number}, {address}.",
            values: {
              insurer,
              number: config.disclosure.insurerRegistrationNo,
              address,
            },
          },
        )}
      </p>
    </InfoPageLayout>
  );
}
