import { useText } from "../../i18n/use-text";
import text from "../../ui/plain/typography.module.css";
import { InfoPageLayout } from "./info-page-layout";
import { useDisclosure } from "./use-disclosure";

/**
 * /privacy: the notice the UAE's data protection law (Federal Decree-Law 45 of 2021) asks for: who holds the data,
 * what and why, for how long, who else sees it, and the person's rights; marketing only with a separate consent.
 */
export function PrivacyPage() {
  const { t, language } = useText();
  const disclosure = useDisclosure(language);
  if (!disclosure) return null;
  const { config, insurer } = disclosure;
  return (
    <InfoPageLayout title={t(/*i18n*/ { id: "disclosures.privacyPage.privacyNotice", message: "Privacy notice" })}>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.privacyPage.decidesHowPersonalData",
            message:
              "{insurer} decides how the personal data entered in this portal is used, and is responsible for it. Insurance partners enter and see it only to sell and service your policy.",
            values: { insurer },
          },
        )}
      </p>
      <h2>{t(/*i18n*/ { id: "disclosures.privacyPage.whatWeHoldWhy", message: "What we hold and why" })}</h2>
      <ul>
        <li>
          {t(
            /*i18n*/ {
              id: "disclosures.privacyPage.namesDatesBirthNationality",
              message:
                "Names, dates of birth, nationality, Emirates ID, passport and visa details: to identify each insured person, as UAE health insurance rules require.",
            },
          )}
        </li>
        <li>
          {t(
            /*i18n*/ {
              id: "disclosures.privacyPage.contactDetailsSendQuotations",
              message: "Contact details: to send quotations, payment links, policy documents and renewal reminders.",
            },
          )}
        </li>
        <li>
          {t(
            /*i18n*/ {
              id: "disclosures.privacyPage.healthAnswersUnderwriteAdminister",
              message:
                "Health answers: to underwrite and administer the insurance, with your consent given in the declaration.",
            },
          )}
        </li>
        <li>
          {t(
            /*i18n*/ {
              id: "disclosures.privacyPage.paymentsAmountResultReference",
              message:
                "Payments: the amount, the result and a reference; card numbers are entered on the bank's page and never reach us.",
            },
          )}
        </li>
      </ul>
      <h2>{t(/*i18n*/ { id: "disclosures.privacyPage.whoElseSees", message: "Who else sees it" })}</h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.privacyPage.claimsAdministratorTpaPlan",
            message:
              "The claims administrator (TPA) of your plan, the health authorities that register insured persons, and the bank that takes the payment, each only for its part.",
          },
        )}
      </p>
      <h2>{t(/*i18n*/ { id: "disclosures.privacyPage.howLong", message: "How long" })}</h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.privacyPage.longPolicyRunsThen",
            message:
              "For as long as the policy runs and then as long as UAE insurance and tax rules ask records to be kept.",
          },
        )}
      </p>
      <h2>{t(/*i18n*/ { id: "disclosures.privacyPage.rights", message: "Your rights" })}</h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.privacyPage.youMayAskSee",
            message:
              "You may ask to see the data held about you, to have it corrected or, where the law allows, erased, and to object to its use. Write to {email}.",
            values: { email: config.contactEmail },
          },
        )}
      </p>
      <h2>{t(/*i18n*/ { id: "disclosures.privacyPage.newsOffers", message: "News and offers" })}</h2>
      <p className={text.body1}>
        {t(
          /*i18n*/ {
            id: "disclosures.privacyPage.weSendMarketingOnly",
            message:
              "We send marketing only to those who asked for it by ticking a separate box. The e-mail confirming the choice holds a link that stops it at any time, and each message says how to stop it. Not ticking it changes nothing about your policy.",
          },
        )}
      </p>
    </InfoPageLayout>
  );
}
