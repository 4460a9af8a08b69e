import { type Language, LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_ACCOUNT_WINDOW_HOURS, minutesText } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";

type Recipient = { id: number; name: string; email: string; userId: string; language: Language };

/**
 * The ceiling across every network was reached: sign-in to the account is paused. Keyed by the lock, so the
 * user hears once per pause however many failures follow.
 */
export function accountPausedMail(user: Recipient, until: Date, publicUrl: string): OutgoingMail {
  const seconds = (until.getTime() - Date.now()) / 1000;
  return {
    key: `sign-in-paused:${user.id}:${until.getTime()}`,
    to: user.email,
    subject: "Sign-in to your Partner Portal account is paused",
    content: {
      language: user.language,
      preview: `Sign-in is paused for ${minutesText(seconds)} after many failed attempts.`,
      greeting: `Dear ${user.name},`,
      intro: [
        `There were ${LOGIN_ACCOUNT_MAX_FAILURES} or more failed attempts to sign in as ${user.userId} in the last ${LOGIN_ACCOUNT_WINDOW_HOURS} hours, from more than one place. To protect your account, sign-in is paused for ${minutesText(seconds)}.`,
        "If this was not you, someone may be trying to guess your password. Reset it now; the reset also lifts the pause, so you can sign in straight away.",
      ],
      action: { label: "Reset your password", url: `${publicUrl}/resetpassword` },
    },
  };
}

/** Wrong second-factor codes after a right password: whoever typed them knows the password. */
export function secondFactorLockedMail(user: Recipient, until: Date, publicUrl: string): OutgoingMail {
  const seconds = (until.getTime() - Date.now()) / 1000;
  return {
    key: `second-factor-locked:${user.id}:${until.getTime()}`,
    to: user.email,
    subject: "Several wrong sign-in codes were entered for your Partner Portal account",
    content: {
      language: user.language,
      preview: `Sign-in codes are refused for ${minutesText(seconds)}.`,
      greeting: `Dear ${user.name},`,
      intro: [
        `Several wrong two-factor codes were entered for ${user.userId}, so codes are refused for ${minutesText(seconds)}. Codes are only asked after the right password.`,
        "If this was not you, someone knows your password. Reset it now.",
      ],
      action: { label: "Reset your password", url: `${publicUrl}/resetpassword` },
    },
  };
}
