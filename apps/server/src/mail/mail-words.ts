/** Words several mails share: the greetings and the policy number fact. */
import type { Words } from "@pp/domain";

const DEAR: Words = /*i18n*/ { id: "mail.greeting.dear", message: "Dear {name}," };

/** "Dear Ahmed Khan,": the greeting of a mail to a named person. */
export const dear = (name: string): Words => ({ ...DEAR, values: { name } });

/** The greeting of a mail to an address without a name. */
export const HELLO: Words = /*i18n*/ { id: "mail.greeting.hello", message: "Hello," };

/** The fact every mail about a policy shows first. */
export const POLICY_NUMBER: Words = /*i18n*/ { id: "mail.policy.number", message: "Policy number" };
