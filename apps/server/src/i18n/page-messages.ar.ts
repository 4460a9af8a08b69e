import type { Catalog } from "@pp/domain";

/**
 * Arabic for the texts of the customer's pages the server writes itself (payment links, invitation and reminder links,
 * a TPA's pages, a member card's check, the census template's guide), keyed by their English word for word, as
 * `localizeMessage` reads them. They move onto the catalogs with the pages' own step (decision 065); the server's
 * answers are already there.
 */
export const PAGE_MESSAGES_AR: Catalog = {
  // Answers a customer's page shows by their English (a refusal of the payment link's pages, `err.message`).
  "Finalize the application before paying: go back to Finalize Application and confirm the declaration.":
    "اعتمد الطلب قبل الدفع: عد إلى اعتماد الطلب وأكّد الإقرار.",
  "There is nothing to pay: add at least one member first.": "لا يوجد ما يُدفع: أضف عضوًا واحدًا على الأقل أولًا.",
  "This payment link is invalid or has expired. Ask your insurance partner for a new one.":
    "رابط الدفع هذا غير صالح أو انتهت صلاحيته. اطلب من شريك التأمين رابطًا جديدًا.",
  "This application was changed after the link was sent. Ask your insurance partner for a new link.":
    "تغيّر هذا الطلب بعد إرسال الرابط. اطلب من شريك التأمين رابطًا جديدًا.",
  "This invitation has been completed: your payment was received and the policy documents were e-mailed to you.":
    "اكتملت هذه الدعوة: تم استلام دفعتك وإرسال مستندات الوثيقة إليك بالبريد الإلكتروني.",
  "This invitation link has expired. Ask your insurance partner to send a new one.":
    "انتهت صلاحية رابط الدعوة هذا. اطلب من شريك التأمين إرسال رابط جديد.",
  "This invitation link is not valid. Ask your insurance partner for a new one.":
    "رابط الدعوة هذا غير صالح. اطلب من شريك التأمين رابطًا جديدًا.",
  "Your insurance partner cancelled this invitation. Ask them for a new link.":
    "ألغى شريك التأمين هذه الدعوة. اطلب منه رابطًا جديدًا.",
  // The customer's pages the server writes itself: payment links, their results, invitation and reminder links.
  Payment: "الدفع",
  "Payment result": "نتيجة الدفع",
  "We cannot show this payment here. If you paid, the policy documents are on their way to your e-mail. Open the link in your e-mail again to see whether your application is paid or to pay, or contact your insurance partner.":
    "لا يمكننا عرض هذه الدفعة هنا. إذا دفعت، فمستندات الوثيقة في طريقها إلى بريدك الإلكتروني. افتح الرابط في بريدك الإلكتروني مرة أخرى لترى ما إذا كان طلبك مدفوعًا أو لتدفع، أو تواصل مع شريك التأمين.",
  "Already paid": "تم الدفع مسبقًا",
  "This application has been paid. The policy documents were e-mailed to you.":
    "تم دفع هذا الطلب. أُرسلت مستندات الوثيقة إلى بريدك الإلكتروني.",
  "Pay for your health insurance": "ادفع قيمة تأمينك الصحي",
  "Application:": "الطلب:",
  "Sponsor:": "الكفيل:",
  "Amount due (including 5% VAT):": "المبلغ المستحق (شاملًا ضريبة القيمة المضافة 5%):",
  "Pay by card": "ادفع بالبطاقة",
  "Secure payment": "دفع آمن",
  "Taking you to the secure payment page…": "جارٍ نقلك إلى صفحة الدفع الآمنة…",
  Continue: "متابعة",
  "Payment received": "تم استلام الدفعة",
  Congratulations: "تهانينا",
  "Your payment of {amount} was received (transaction {transaction}). Policy {policyNo} has been issued and its documents are on their way to your e-mail.":
    "تم استلام دفعتك بمبلغ {amount} (المعاملة {transaction}). صدرت الوثيقة {policyNo} ومستنداتها في طريقها إلى بريدك الإلكتروني.",
  "Payment received, not applied": "تم استلام الدفعة ولم تُطبَّق",
  "Your payment needs a check": "تحتاج دفعتك إلى مراجعة",
  "Transaction: {transaction}": "المعاملة: {transaction}",
  "Payment not completed": "لم تكتمل الدفعة",
  "Your payment was not completed": "لم تكتمل دفعتك",
  "Open the link in your e-mail again to pay the whole amount.":
    "افتح الرابط في بريدك الإلكتروني مرة أخرى لدفع المبلغ كاملًا.",
  "Payment under review": "الدفعة قيد المراجعة",
  "Your bank is reviewing the payment. We will e-mail you once it is decided.":
    "يراجع البنك الذي تتعامل معه الدفعة. سنراسلك بالبريد الإلكتروني حين يُبتّ فيها.",
  "Your payment failed": "فشلت دفعتك",
  "No money was taken. Open the link in your e-mail again to retry, or contact your insurance partner.":
    "لم يُخصم أي مبلغ. افتح الرابط في بريدك الإلكتروني مرة أخرى لإعادة المحاولة، أو تواصل مع شريك التأمين.",
  "Invitation not found": "لم يتم العثور على الدعوة",
  "Invitation cancelled": "أُلغيت الدعوة",
  "Invitation expired": "انتهت صلاحية الدعوة",
  "Already done": "تم بالفعل",
  "This renewal link has expired": "انتهت صلاحية رابط التجديد هذا",
  "The link in a renewal reminder works until the policy can no longer be renewed. You can still search for your policy with its number, the insured member's Emirates ID or passport, and their date of birth.":
    "يعمل الرابط في تذكير التجديد إلى أن يتعذّر تجديد الوثيقة. ولا يزال بإمكانك البحث عن وثيقتك برقمها، وبالهوية الإماراتية أو جواز سفر العضو المؤمَّن عليه، وتاريخ ميلاده.",
  "Search for your policy": "ابحث عن وثيقتك",
  "Customer relations:": "علاقات العملاء:",
  // A TPA's table of benefits and medical network pages.
  "Table of benefits – Basic plan ({tpa})": "جدول المنافع – الخطة الأساسية ({tpa})",
  "Table of benefits – Basic health plan, administered by {tpa}": "جدول المنافع – الخطة الصحية الأساسية، بإدارة {tpa}",
  "Essential Benefits Plan as set by the Dubai Health Authority. The policy wording prevails.":
    "خطة المنافع الأساسية كما حددتها هيئة الصحة بدبي. ويسري نص الوثيقة عند الاختلاف.",
  Benefit: "المنفعة",
  Cover: "التغطية",
  "Medical network – {tpa}": "الشبكة الطبية – {tpa}",
  Provider: "مقدّم الخدمة",
  Type: "النوع",
  Area: "المنطقة",
  Phone: "الهاتف",
  "Call the provider before a visit to confirm it accepts the card.":
    "اتصل بمقدّم الخدمة قبل الزيارة للتأكد من قبوله البطاقة.",
  Clinic: "عيادة",
  Hospital: "مستشفى",
  Pharmacy: "صيدلية",
  Dubai: "دبي",
  "Abu Dhabi": "أبوظبي",
  Sharjah: "الشارقة",
  Ajman: "عجمان",
  "Umm Al Quwain": "أم القيوين",
  "Ras Al Khaimah": "رأس الخيمة",
  Fujairah: "الفجيرة",
  // A document opened in a browser tab that cannot be given.
  "This document could not be opened": "تعذّر فتح هذا المستند",
  "Go back to the page you came from and try again in a moment. If it keeps happening, contact customer relations: the details are below.":
    "عُد إلى الصفحة التي جئت منها وحاول مرة أخرى بعد قليل. وإذا تكرر ذلك، فتواصل مع علاقات العملاء: تجد بياناتها أدناه.",
  "{insurer} (insurance regulator registration no. {number}) carries the risk of the policies offered here; insurance partners sell them as its intermediaries.":
    "تتحمل {insurer} (رقم التسجيل لدى الجهة الرقابية على التأمين {number}) مخاطر الوثائق المعروضة هنا؛ ويبيعها شركاء التأمين بصفتهم وسطاء لها.",
  Complaints: "الشكاوى",
  "Privacy notice": "إشعار الخصوصية",

  // The withdrawal of a marketing consent.
  "This link is not valid": "هذا الرابط غير صالح",
  "Open the link from the e-mail that confirmed your choice, whole. To stop marketing e-mails another way, write to customer relations: their address is below.":
    "افتح الرابط كاملًا من البريد الإلكتروني الذي أكّد اختيارك. ولإيقاف رسائل التسويق بطريقة أخرى، راسل علاقات العملاء: عنوانهم أدناه.",
  "You will get no more marketing e-mails": "لن تصلك رسائل تسويقية بعد الآن",
  "E-mail address:": "البريد الإلكتروني:",
  "Your choice is recorded. E-mails about your policy itself (renewal reminders, documents, payments) still come, as they must.":
    "سُجّل اختيارك. وتستمر رسائل البريد الإلكتروني الخاصة بوثيقتك نفسها (تذكيرات التجديد والمستندات والمدفوعات) كما يجب.",
  "Stop marketing e-mails": "إيقاف رسائل التسويق",
  "Stopping them changes nothing about your policy.": "لا يغيّر إيقافها شيئًا في وثيقتك.",

  // The selling partner on the payment page.
  "{partner} (insurance regulator registration no. {number}) sells this cover as the insurer's intermediary.":
    "يبيع {partner} (رقم التسجيل لدى الجهة الرقابية على التأمين {number}) هذه التغطية بصفته وسيطًا لشركة التأمين.",
  "{partner} sells this cover as the insurer's intermediary.": "يبيع {partner} هذه التغطية بصفته وسيطًا لشركة التأمين.",

  // A member card's check (its QR code).
  "This card could not be checked": "تعذّر التحقق من هذه البطاقة",
  "Scan the code on the card again, whole. A card whose code cannot be checked is no proof of cover: ask the member's insurance partner or customer relations (details below).":
    "امسح الرمز الموجود على البطاقة مرة أخرى كاملًا. البطاقة التي يتعذّر التحقق من رمزها ليست دليلًا على التغطية: اسأل شريك التأمين الخاص بالعضو أو علاقات العملاء (التفاصيل أدناه).",
  Valid: "صالحة",
  "Not valid": "غير صالحة",
  "This card is valid today.": "هذه البطاقة صالحة اليوم.",
  "Policy cancelled on {date}.": "أُلغيت الوثيقة في {date}.",
  "Policy cancelled.": "أُلغيت الوثيقة.",
  "Member removed from the policy on {date}.": "أُزيل العضو من الوثيقة في {date}.",
  "Cover ended on {date}.": "انتهت التغطية في {date}.",
  "Cover begins on {date}.": "تبدأ التغطية في {date}.",
  "Member:": "العضو:",
  "Cover:": "التغطية:",
  "Checked on:": "تاريخ التحقق:",
  "The holder should show their Emirates ID with the card.": "على حامل البطاقة إبراز هويته الإماراتية معها.",
  "This card never held cover.": "لم تحمل هذه البطاقة أي تغطية.",
  "A card that is not valid is no proof of cover. The member's insurance partner can say more.":
    "البطاقة غير الصالحة ليست دليلًا على التغطية. يمكن لشريك التأمين الخاص بالعضو تقديم المزيد من التفاصيل.",

  // The census template's guide sheet.
  Column: "العمود",
  "How to fill it": "طريقة التعبئة",
  Example: "مثال",
};
