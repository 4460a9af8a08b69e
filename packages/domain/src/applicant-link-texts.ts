import { say } from "./i18n/say";
/**
 * The applicant's own link to their H+ application (`/applicantdettail/{token}`): without an account, the applicant
 * reviews the members, completes the medical declaration and signs it with their typed name and a consent. Only the
 * token's hash is stored; a new link replaces the previous one.
 */
export const APPLICANT_LINK_VALID_DAYS = 14;

export const APPLICANT_LINK_MESSAGES = {
  invalid: say(
    /*i18n*/ {
      id: "applicantLinkTexts.thisLinkDoesNotWorkAny",
      message:
        "This link does not work any more: it was replaced, it expired, or the application was closed. Ask your insurance partner to send a new one.",
    },
  ),
  signed: say(
    /*i18n*/ {
      id: "applicantLinkTexts.youHaveSignedThisDeclarationIf",
      message: "You have signed this declaration. If something in it must change, ask your insurance partner.",
    },
  ),
  signName: say(/*i18n*/ { id: "applicantLinkTexts.typeYourFullNameToSign", message: "Type your full name to sign." }),
  consent: say(
    /*i18n*/ { id: "applicantLinkTexts.tickTheBoxToConfirmThe", message: "Tick the box to confirm the declaration." },
  ),
  incomplete: say(
    /*i18n*/ {
      id: "applicantLinkTexts.theDeclarationIsNotCompleteAnswer",
      message:
        "The declaration is not complete: answer every question for each member, and give the details of every Yes, before signing.",
    },
  ),
  notDeclaring: say(
    /*i18n*/ {
      id: "applicantLinkTexts.onlyAnHApplicationThatIs",
      message: "Only an H+ application that is not paid or closed has a declaration to sign.",
    },
  ),
  sent: (email: string) =>
    say(
      /*i18n*/ {
        id: "applicantLinkTexts.sent",
        message: "The declaration link was e-mailed to {email}.",
        values: { email },
      },
    ),
} as const;

/** What the applicant confirms when signing. */
export const APPLICANT_CONSENT_TEXT = say(
  /*i18n*/ {
    id: "applicantLinkTexts.iDeclareThatTheAnswersAbove",
    message:
      "I declare that the answers above are true and complete for every member, and I consent to the insurer processing this health information to underwrite and administer the insurance.",
  },
);
