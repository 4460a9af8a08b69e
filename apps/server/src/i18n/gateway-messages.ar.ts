import type { Catalog } from "@pp/domain";

/**
 * Arabic for what the payment gateway says of a payment (its `message` field, kept with the payment as it came and
 * shown on the payment's result): the built-in sandbox's messages. They are data the server receives as English text,
 * with no id to carry, so they can only be matched by their English; a real gateway's other messages stay English.
 */
export const GATEWAY_MESSAGES_AR: Catalog = {
  "Request was processed successfully.": "تمت معالجة الطلب بنجاح.",
  "General decline of the card.": "رفض عام للبطاقة.",
  "The order is marked for review.": "تم تحديد الطلب للمراجعة.",
  "Only a partial amount was approved.": "تمت الموافقة على جزء من المبلغ فقط.",
  "The customer cancelled the payment.": "ألغى العميل الدفع.",
  "The sandbox accepts only its test cards.": "تقبل بيئة الاختبار بطاقاتها التجريبية فقط.",
};
