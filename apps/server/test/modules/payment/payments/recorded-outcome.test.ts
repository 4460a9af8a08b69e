import { PAYMENT_MESSAGES } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { answerIn } from "../../../../src/i18n/answer-text";
import { SANDBOX_OUTCOMES } from "../../../../src/modules/payment/payment-sandbox/sandbox-outcomes";
import { recordedOutcome } from "../../../../src/modules/payment/payments/recorded-outcome";

const SANDBOX = { sandbox: true };
const REAL_GATEWAY = { sandbox: false };
const said = (payment: Parameters<typeof recordedOutcome>[0], gateway = SANDBOX) => {
  const outcome = recordedOutcome(payment, gateway);
  return outcome === null ? null : { en: answerIn("en", outcome), ar: answerIn("ar", outcome) };
};

describe("a payment's recorded outcome", () => {
  it("is the sandbox's words for each decision and code it answers with, English and Arabic as they were", () => {
    const texts = Object.values(SANDBOX_OUTCOMES).map(({ decision, reason }) =>
      said({ status: "declined", decision, reasonCode: reason, message: "as it came" }),
    );
    expect(texts).toEqual([
      { en: "Request was processed successfully.", ar: "تمت معالجة الطلب بنجاح." },
      { en: "General decline of the card.", ar: "رفض عام للبطاقة." },
      { en: "The order is marked for review.", ar: "تم تحديد الطلب للمراجعة." },
      { en: "Only a partial amount was approved.", ar: "تمت الموافقة على جزء من المبلغ فقط." },
      { en: "The customer cancelled the payment.", ar: "ألغى العميل الدفع." },
      { en: "The sandbox accepts only its test cards.", ar: "تقبل بيئة الاختبار بطاقاتها التجريبية فقط." },
    ]);
  });

  it("is the gateway's message as it came for a code the sandbox never gives, or a decision it never pairs it with", () => {
    const message = "Stolen or lost card.";
    expect(said({ status: "declined", decision: "DECLINE", reasonCode: "205", message })).toEqual({
      en: message,
      ar: message,
    });
    expect(recordedOutcome({ status: "error", decision: "ERROR", reasonCode: "203", message }, SANDBOX)).toBe(message);
  });

  it("is a real gateway's message as it came, whatever its code: the codes mean other things there", () => {
    const expired = { status: "declined", decision: "DECLINE", reasonCode: "202", message: "Expired card." };
    expect(recordedOutcome(expired, REAL_GATEWAY)).toBe("Expired card.");
  });

  it("is the domain's message the service recorded for money taken but not applied, not the gateway's code", () => {
    const held = { status: "held", decision: "ACCEPT", reasonCode: "100", message: PAYMENT_MESSAGES.held };
    expect(recordedOutcome(held, SANDBOX)).toBe(PAYMENT_MESSAGES.held);
    const partial = { status: "partial", decision: "ACCEPT", reasonCode: "110", message: "Your card was approved…" };
    expect(recordedOutcome(partial, SANDBOX)).toBe("Your card was approved…");
    expect(recordedOutcome({ status: "initiated", decision: null, reasonCode: null, message: null }, SANDBOX)).toBe(
      null,
    );
  });
});
