import type { Catalog } from "@pp/domain";

/**
 * Arabic for the messages the server itself writes in its answers (the domain's own are in the domain's catalog).
 * Keys are the English texts word for word; `{name}` stands for a value. A test fails when an answer's message has
 * no entry here.
 */
export const SERVER_MESSAGES_AR: Catalog = {
  // Answers any endpoint can give.
  "Please correct the highlighted fields.": "يرجى تصحيح الحقول المظللة.",
  "Please correct the highlighted answers.": "يرجى تصحيح الإجابات المظللة.",
  "Please correct the highlighted details.": "يرجى تصحيح التفاصيل المظللة.",
  "Invalid value.": "قيمة غير صحيحة.",
  "Something went wrong on our side. Please try again in a moment; if it keeps happening, contact customer relations.":
    "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى بعد قليل؛ وإذا تكرر ذلك، فتواصل مع علاقات العملاء.",
  "This could not be shown because of a fault on our side, which has been reported. Please try again later; if it keeps happening, contact customer relations.":
    "تعذّر عرض هذا بسبب خطأ من جهتنا، وقد تم الإبلاغ عنه. يرجى المحاولة مرة أخرى لاحقًا؛ وإذا تكرر ذلك، فتواصل مع علاقات العملاء.",
  "The request could not be read. Please check what you sent and try again.":
    "تعذّرت قراءة الطلب. يرجى التحقق مما أرسلته والمحاولة مرة أخرى.",
  "Not found.": "غير موجود.",
  "The requested item was not found.": "لم يتم العثور على العنصر المطلوب.",
  "This action is not allowed here.": "هذا الإجراء غير مسموح به هنا.",
  "This address does not take some of the query parameters sent.": "هذا العنوان لا يقبل بعض معاملات الاستعلام المرسلة.",
  "Not a query parameter of this address.": "ليس من معاملات الاستعلام لهذا العنوان.",
  "What you sent is too large.": "ما أرسلته كبير جدًا.",
  "This type of content is not accepted.": "هذا النوع من المحتوى غير مقبول.",
  "Too many requests. Please wait a moment and try again.": "طلبات كثيرة. يرجى الانتظار قليلًا والمحاولة مرة أخرى.",
  "Please sign in to continue.": "يرجى تسجيل الدخول للمتابعة.",
  "This session has already ended.": "انتهت هذه الجلسة بالفعل.",
  "This request came from another site and was refused.": "رُفض هذا الطلب لأنه جاء من موقع آخر.",
  "Each field may be sent only once.": "يمكن إرسال كل حقل مرة واحدة فقط.",
  "Request was processed successfully.": "تمت معالجة الطلب بنجاح.",
  "Generated from the same zod schemas that validate requests.": "مولّد من مخططات zod نفسها التي تتحقق من الطلبات.",
  "The web app is not built. Run `npm run build`.": "تطبيق الويب غير مبني. شغّل `npm run build`.",
  "Unknown or missing API key for this site.": "مفتاح API لهذا الموقع غير معروف أو مفقود.",
  "Too many unsuccessful attempts. Please wait 15 minutes and try again.":
    "محاولات غير ناجحة كثيرة. يرجى الانتظار 15 دقيقة والمحاولة مرة أخرى.",
  "Too many searches from this connection. Please wait 15 minutes and try again.":
    "عمليات بحث كثيرة من هذا الاتصال. يرجى الانتظار 15 دقيقة والمحاولة مرة أخرى.",
  "At most {max} fields.": "{max} حقلًا على الأكثر.",

  // Documents and uploads.
  "Choose a file to upload.": "اختر ملفًا لتحميله.",
  "Document not found.": "لم يتم العثور على المستند.",
  "Unknown document type.": "نوع مستند غير معروف.",
  "The file of this document is no longer available. Upload it again.": "لم يعد ملف هذا المستند متاحًا. حمّله مرة أخرى.",
  "The upload could not be read. Please choose the file again.":
    "تعذّرت قراءة الملف المحمّل. يرجى اختيار الملف مرة أخرى.",
  "Send the file as multipart/form-data in the field uploadedFiles.":
    "أرسل الملف بصيغة multipart/form-data في الحقل uploadedFiles.",
  "Some documents or ID numbers are missing. Go back to Upload Required Documents and complete the highlighted fields.":
    "بعض المستندات أو أرقام الهوية ناقصة. عد إلى تحميل المستندات المطلوبة وأكمل الحقول المظللة.",
  "No insurer logo is configured.": "لم يتم إعداد شعار لشركة التأمين.",

  // Quotations, members and applications.
  "Member not found.": "لم يتم العثور على العضو.",
  "Quotation not found.": "لم يتم العثور على عرض السعر.",
  "Policy not found.": "لم يتم العثور على الوثيقة.",
  "Payment not found.": "لم يتم العثور على الدفعة.",
  "No quotation or policy of yours has this number.": "لا يوجد عرض سعر أو وثيقة لك بهذا الرقم.",
  "Add at least one member before finalizing.": "أضف عضوًا واحدًا على الأقل قبل الاعتماد.",
  "Add at least one member: a quotation prices the people it covers.":
    "أضف عضوًا واحدًا على الأقل: يُسعَّر عرض السعر للأشخاص الذين يغطيهم.",
  "Add at least one member: the plans are compared at this family's premiums.":
    "أضف عضوًا واحدًا على الأقل: تُقارن الخطط بأقساط هذه العائلة.",
  "There is nothing to pay: add at least one member first.": "لا يوجد ما يُدفع: أضف عضوًا واحدًا على الأقل أولًا.",
  "An application keeps the product it was started for. Start a new application for another product.":
    "يبقى الطلب على المنتج الذي بدأ به. ابدأ طلبًا جديدًا لمنتج آخر.",
  "This step is not part of this application's journey.": "هذه الخطوة ليست جزءًا من مسار هذا الطلب.",
  "This quotation has already been paid.": "تم دفع عرض السعر هذا بالفعل.",
  "Some members cannot be insured under the new sponsor type. Remove them in step 2 first, then change Company/Individual.":
    "لا يمكن تأمين بعض الأعضاء بنوع الكفيل الجديد. احذفهم في الخطوة 2 أولًا، ثم غيّر شركة/فرد.",
  "No premium rate is set for this member (age band {band}). Please contact customer relations so the rate table can be completed.":
    "لا يوجد سعر قسط محدد لهذا العضو (الفئة العمرية {band}). يرجى التواصل مع علاقات العملاء لاستكمال جدول الأسعار.",
  "The quotation number derived from this reference is already taken.":
    "رقم عرض السعر المشتق من هذا المرجع مستخدم بالفعل.",
  "This Idempotency-Key was already used for a different application. Send a new key with each new application.":
    "استُخدم مفتاح Idempotency-Key هذا لطلب مختلف. أرسل مفتاحًا جديدًا مع كل طلب جديد.",
  "Only an application of the portal's own journeys has a quotation to send.":
    "لا يوجد عرض سعر للإرسال إلا لطلب من مسارات البوابة نفسها.",
  "It holds for {days} days for the members and the plan it lists.":
    "يسري لمدة {days} يومًا للأعضاء والخطة المذكورين فيه.",
  "A payment link was e-mailed to {email}.": "تم إرسال رابط الدفع بالبريد الإلكتروني إلى {email}.",
  "No application matches this quotation number, contact number and e-mail. Check the details from the quotation e-mail and try again.":
    "لا يوجد طلب يطابق رقم عرض السعر ورقم الاتصال والبريد الإلكتروني هذه. تحقّق من التفاصيل في رسالة عرض السعر وحاول مرة أخرى.",
  "Finalize the application before paying: go back to Finalize Application and confirm the declaration.":
    "اعتمد الطلب قبل الدفع: عد إلى اعتماد الطلب وأكّد الإقرار.",

  // Declarations and underwriting.
  "A medical declaration is asked for H+ applications only.": "يُطلب الإقرار الطبي لطلبات \u2066H+\u2069 فقط.",
  "Answer every question for every member.": "أجب عن كل سؤال لكل عضو.",
  "Answer this question.": "أجب عن هذا السؤال.",
  "Give the details of every Yes answer.": "اذكر تفاصيل كل إجابة بنعم.",
  "Tell us more about this answer.": "أخبرنا بالمزيد عن هذه الإجابة.",
  "Your insurance partner will complete the application with you.": "سيُكمل شريك التأمين الطلب معك.",

  // Renewals.
  "Answer the renewal declaration first.": "أجب عن إقرار التجديد أولًا.",
  "Start the renewal on the policy details page first.": "ابدأ التجديد من صفحة تفاصيل الوثيقة أولًا.",
  "This policy cannot be renewed now. The policy details page says why.":
    "لا يمكن تجديد هذه الوثيقة الآن. توضّح صفحة تفاصيل الوثيقة السبب.",
  "This renewal has already been paid, so it can no longer be changed. The renewed policy is e-mailed to the sponsor.":
    "تم دفع هذا التجديد بالفعل، لذا لم يعد من الممكن تغييره. تُرسل الوثيقة المجددة بالبريد الإلكتروني إلى الكفيل.",
  "Your renewal session has ended. Search for your policy again to continue.":
    "انتهت جلسة التجديد. ابحث عن وثيقتك مرة أخرى للمتابعة.",
  "Your renewal session has ended. Search for your policy again to see the payment.":
    "انتهت جلسة التجديد. ابحث عن وثيقتك مرة أخرى لرؤية الدفعة.",
  "This policy number belongs to another policy.": "رقم الوثيقة هذا يخص وثيقة أخرى.",

  // Payments.
  "Please wait while we return you to the portal.": "يرجى الانتظار بينما نعيدك إلى البوابة.",
  "The customer cancelled the payment.": "ألغى العميل الدفع.",
  "The payment answer could not be verified, so nothing was recorded. Please try the payment again.":
    "تعذّر التحقق من رد الدفع، لذا لم يُسجَّل شيء. يرجى محاولة الدفع مرة أخرى.",
  "The payment could not be verified.": "تعذّر التحقق من الدفع.",
  "The payment request was lost.": "فُقد طلب الدفع.",
  "The payment request was not signed correctly.": "لم يُوقَّع طلب الدفع بشكل صحيح.",
  "The order is marked for review.": "تم تحديد الطلب للمراجعة.",
  "Only a partial amount was approved.": "تمت الموافقة على جزء من المبلغ فقط.",
  "General decline of the card.": "رفض عام للبطاقة.",
  "This card has expired.": "انتهت صلاحية هذه البطاقة.",
  "Enter a valid card number.": "أدخل رقم بطاقة صحيحًا.",
  "Enter the 3-digit security code.": "أدخل رمز الأمان المكوّن من 3 أرقام.",
  "Enter the expiry date as MM/YY.": "أدخل تاريخ الانتهاء بصيغة MM/YY.",
  "Enter the name on the card.": "أدخل الاسم المكتوب على البطاقة.",
  "The sandbox accepts only its test cards.": "تقبل بيئة الاختبار بطاقاتها التجريبية فقط.",
  "The receipt is not ready yet.": "الإيصال غير جاهز بعد.",
  "The tax invoice is not ready yet.": "الفاتورة الضريبية غير جاهزة بعد.",
  "This payment link is invalid or has expired. Ask your insurance partner for a new one.":
    "رابط الدفع هذا غير صالح أو انتهت صلاحيته. اطلب من شريك التأمين رابطًا جديدًا.",
  "The link works for {days} days. Do not share it: anyone with it can see the application.":
    "يعمل الرابط لمدة {days} يومًا. لا تشاركه: يمكن لأي شخص لديه الرابط رؤية الطلب.",

  // Invitations and partners.
  "No active partner with this reference.": "لا يوجد شريك نشط بهذا المرجع.",
  "This reference belongs to another partner.": "هذا المرجع يخص شريكًا آخر.",
  "No partner with reference {reference}.": "لا يوجد شريك بالمرجع {reference}.",
  "No partner with user id {userId}.": "لا يوجد شريك باسم المستخدم {userId}.",
  "Invalid registration number.": "رقم التسجيل غير صحيح.",
  "A partner with user id {userId} already exists.": "يوجد بالفعل شريك باسم المستخدم {userId}.",
  "A partner has one owner, made with the partner.": "للشريك مالك واحد، يُنشأ مع الشريك.",
  "Partner {userId} has no owner.": "لا يوجد مالك للشريك {userId}.",
  "No partner {partnerId}.": "لا يوجد الشريك {partnerId}.",
  "The partner itself may not use: {flags}.": "لا يحق للشريك نفسه استخدام: {flags}.",
  "No user {id}.": "لا يوجد المستخدم {id}.",
  "No team {team} of partner {partner}.": "لا يوجد الفريق {team} لدى الشريك {partner}.",
  "These user ids already exist: {userIds}.": "أسماء المستخدمين هذه موجودة بالفعل: {userIds}.",
  "This policy has no tax document of that number.": "لا توجد لهذه الوثيقة مستند ضريبي بهذا الرقم.",

  // A member card's check (its QR code).
  "This member has no card on the policy.": "لا توجد بطاقة لهذا العضو على الوثيقة.",

  // Refunds through the gateway (the sandbox answers like the gateway).
  "No refund endpoint is configured for the gateway.": "لم تُضبط نقطة استرداد لبوابة الدفع.",
  "The payment gateway could not be reached.": "تعذّر الوصول إلى بوابة الدفع.",
  "The payment gateway's answer could not be verified.": "تعذّر التحقق من رد بوابة الدفع.",
  "The payment gateway refused the refund.": "رفضت بوابة الدفع الاسترداد.",
  "Not a refund request.": "ليس طلب استرداد.",
  "The original transaction is unknown.": "المعاملة الأصلية غير معروفة.",
  "The amount is not valid.": "المبلغ غير صالح.",
  "Refund accepted: the amount goes back to the card.": "قُبل الاسترداد: يعود المبلغ إلى البطاقة.",
  "The refund request was not signed correctly.": "لم يُوقَّع طلب الاسترداد بشكل صحيح.",
  "Member no.": "رقم العضو",
  "Policy no.": "رقم الوثيقة",
  "The health cards are not ready yet.": "بطاقات التأمين الصحي ليست جاهزة بعد.",
};
