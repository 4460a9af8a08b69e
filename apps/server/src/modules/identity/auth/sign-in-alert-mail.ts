import { type Language, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_ACCOUNT_WINDOW_HOURS, waitMinutes } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
import type { OutgoingMail } from "../../../mail/outbox";

type Recipient = { id: number; name: string; email: string; userId: string; language: Language };

const RESET_YOUR_PASSWORD = /*i18n*/ { id: "mail.signIn.resetPassword", message: "Reset your password" };

/**
 * The ceiling across every network was reached: sign-in to the account is paused. Keyed by the lock, so the
 * user hears once per pause however many failures follow.
 */
export function accountPausedMail(user: Recipient, until: Date, publicUrl: string): OutgoingMail {
  const minutes = waitMinutes((until.getTime() - Date.now()) / 1000);
  return {
    key: `sign-in-paused:${user.id}:${until.getTime()}`,
    to: user.email,
    subject: /*i18n*/ { id: "mail.signInPaused.subject", message: "Sign-in to your Partner Portal account is paused" },
    content: {
      language: user.language,
      preview: /*i18n*/ {
        id: "mail.signInPaused.preview",
        message:
          "Sign-in is paused for {minutes, plural, one {# minute} other {# minutes}} after many failed attempts.",
        values: { minutes },
      },
      greeting: dear(user.name),
      intro: [
        /*i18n*/ {
          id: "mail.signInPaused.what",
          message:
            "There were {count} or more failed attempts to sign in as {userId} in the last {hours, plural, one {# hour} other {# hours}}, from more than one place. To protect your account, sign-in is paused for {minutes, plural, one {# minute} other {# minutes}}.",
          values: {
            count: LOGIN_ACCOUNT_MAX_FAILURES,
            userId: user.userId,
            hours: LOGIN_ACCOUNT_WINDOW_HOURS,
            minutes,
          },
        },
        /*i18n*/ {
          id: "mail.signInPaused.ifNotYou",
          message:
            "If this was not you, someone may be trying to guess your password. Reset it now; the reset also lifts the pause, so you can sign in straight away.",
        },
      ],
      action: { label: RESET_YOUR_PASSWORD, url: `${publicUrl}/resetpassword` },
    },
  };
}

/** Wrong second-factor codes after a right password: whoever typed them knows the password. */
export function secondFactorLockedMail(user: Recipient, until: Date, publicUrl: string): OutgoingMail {
  const minutes = waitMinutes((until.getTime() - Date.now()) / 1000);
  return {
    key: `second-factor-locked:${user.id}:${until.getTime()}`,
    to: user.email,
    subject: /*i18n*/ {
      id: "mail.secondFactorLocked.subject",
      message: "Several wrong sign-in codes were entered for your Partner Portal account",
    },
    content: {
      language: user.language,
      preview: /*i18n*/ {
        id: "mail.secondFactorLocked.preview",
        message: "Sign-in codes are refused for {minutes, plural, one {# minute} other {# minutes}}.",
        values: { minutes },
      },
      greeting: dear(user.name),
      intro: [
        /*i18n*/ {
          id: "mail.secondFactorLocked.what",
          message:
            "Several wrong two-factor codes were entered for {userId}, so codes are refused for {minutes, plural, one {# minute} other {# minutes}}. Codes are only asked after the right password.",
          values: { userId: user.userId, minutes },
        },
        /*i18n*/ {
          id: "mail.secondFactorLocked.ifNotYou",
          message: "If this was not you, someone knows your password. Reset it now.",
        },
      ],
      action: { label: RESET_YOUR_PASSWORD, url: `${publicUrl}/resetpassword` },
    },
  };
}
