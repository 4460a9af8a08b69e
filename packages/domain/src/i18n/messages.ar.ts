import type { Catalog } from "./localize";
import { SIGN_IN_MESSAGES_AR } from "./messages.ar.sign-in";

/**
 * Arabic for every message and label the domain writes: validation messages (the forms show them, the server answers
 * with them), option labels and product names. Keys are the English texts word for word; `{name}` stands for a value.
 * A test fails when the domain writes a message that is not here.
 */
export const DOMAIN_MESSAGES_AR: Catalog = {
  ...SIGN_IN_MESSAGES_AR,

  // People: names, gender, dates, contact details, identity numbers.
  "Enter alphabets only.": "أدخل حروفًا إنجليزية فقط.",
  "Cannot be more than {max} characters.": "لا يمكن أن يزيد على {max} حرفًا.",
  "Cannot be more than {max} digits.": "لا يمكن أن يزيد على {max} رقمًا.",
  "Cannot be more than 500 characters.": "لا يمكن أن يزيد على 500 حرف.",
  "Cannot be less than 6 digits.": "لا يمكن أن يقل عن 6 أرقام.",
  "First Name is required.": "الاسم الأول مطلوب.",
  "Family Name is required.": "اسم العائلة مطلوب.",
  "Customer name is required.": "اسم العميل مطلوب.",
  "Company Name is required.": "اسم الشركة مطلوب.",
  "Gender is required.": "الجنس مطلوب.",
  "Marital status is required.": "الحالة الاجتماعية مطلوبة.",
  "Nationality is required.": "الجنسية مطلوبة.",
  "Choose a nationality from the list.": "اختر الجنسية من القائمة.",
  "Relation is required.": "صلة القرابة مطلوبة.",
  "Member type is required.": "نوع العضو مطلوب.",
  "Occupation is required.": "المهنة مطلوبة.",
  "Monthly salary is required.": "الراتب الشهري مطلوب.",
  "Sponsor Type is required.": "نوع الكفيل مطلوب.",
  "Choose Company or Individual.": "اختر شركة أو فرد.",
  "Choose sponsor, D (dependent) or W (worker).": "اختر الكفيل أو D (معال) أو W (عامل).",
  "TPA is required.": "جهة إدارة المطالبات (TPA) مطلوبة.",
  "Please enter date of birth.": "يرجى إدخال تاريخ الميلاد.",
  "Date of birth must be between {min} and {max}.": "يجب أن يكون تاريخ الميلاد بين {min} و{max}.",
  "Enter a date on or after {date}.": "أدخل تاريخًا في {date} أو بعده.",
  "Enter a date on or before {date}.": "أدخل تاريخًا في {date} أو قبله.",
  "Please enter Trade license expiry date.": "يرجى إدخال تاريخ انتهاء الرخصة التجارية.",
  "Trade license expiry date must be between {min} and {max}.":
    "يجب أن يكون تاريخ انتهاء الرخصة التجارية بين {min} و{max}.",
  "A newborn must be a child born in the last 30 days.": "يجب أن يكون المولود الجديد طفلًا وُلد خلال آخر 30 يومًا.",
  "Enter a valid date.": "أدخل تاريخًا صحيحًا.",
  "Use a date between 1900 and 2999.": "استخدم تاريخًا بين 1900 و2999.",
  "Use a date like 2026-01-31.": "استخدم تاريخًا مثل 2026-01-31.",
  "Email address is required.": "عنوان البريد الإلكتروني مطلوب.",
  "Email is required.": "البريد الإلكتروني مطلوب.",
  "Invalid email address.": "عنوان بريد إلكتروني غير صحيح.",
  "Invalid email.": "بريد إلكتروني غير صحيح.",
  "Enter at most 254 characters.": "أدخل 254 حرفًا على الأكثر.",
  "Mobile Number is required and It should be 7 digit long.": "رقم الهاتف المتحرك مطلوب ويجب أن يتكون من 7 أرقام.",
  "ContactNumber No. is required.": "رقم الاتصال مطلوب.",
  "Choose a mobile code from the list.": "اختر رمز الهاتف المتحرك من القائمة.",
  "A UAE mobile like 0501234567.": "رقم هاتف متحرك إماراتي مثل 0501234567.",
  "Give the e-mail and the mobile number together.": "أدخل البريد الإلكتروني ورقم الهاتف المتحرك معًا.",
  "A TRN is 15 digits, as on the company's VAT registration certificate.":
    "يتكون الرقم الضريبي (TRN) من 15 رقمًا، كما في شهادة التسجيل في ضريبة القيمة المضافة للشركة.",
  "Only a company sponsor has a Tax Registration Number (TRN).": "الرقم الضريبي (TRN) للكفيل من الشركات فقط.",
  "Enter correct format.": "أدخل الصيغة الصحيحة.",
  "Enter digits only.": "أدخل أرقامًا فقط.",
  "Digits only, {min} to {max}.": "أرقام فقط، من {min} إلى {max}.",
  "Number is required.": "الرقم مطلوب.",
  "This Emirates ID number is not valid. Check the digits.": "رقم الهوية الإماراتية هذا غير صحيح. تحقّق من الأرقام.",
  "As on the visa: emirate / year / number, e.g. 201/2020/1234567.":
    "كما في التأشيرة: الإمارة / السنة / الرقم، مثل 201/2020/1234567.",
  "Digits in groups separated by /, as on the family book.": "أرقام في مجموعات تفصل بينها /، كما في خلاصة القيد.",

  // Documents.
  "Only PDF, JPEG, JPG or PNG files can be uploaded.": "يمكن تحميل ملفات PDF أو JPEG أو JPG أو PNG فقط.",
  "This file is empty. Choose another file.": "هذا الملف فارغ. اختر ملفًا آخر.",
  "This file is larger than 2 MB.": "هذا الملف أكبر من 2 ميغابايت.",
  "Wrong format or image size is too big.": "صيغة خاطئة أو حجم الصورة كبير جدًا.",
  "Choose a document type.": "اختر نوع المستند.",

  // Quotations, plans and members.
  "Quotation No. is required.": "رقم عرض السعر مطلوب.",
  "Quotation not found.": "لم يتم العثور على عرض السعر.",
  "Enter a quotation or policy number.": "أدخل رقم عرض سعر أو رقم وثيقة.",
  "This quotation has already been paid.": "تم دفع عرض السعر هذا بالفعل.",
  "This plan is not offered any more. Please choose one of the plans shown.":
    "لم تعد هذه الخطة معروضة. يرجى اختيار إحدى الخطط الظاهرة.",
  "This member type is not available for this plan.": "نوع العضو هذا غير متاح لهذه الخطة.",
  "This member is not on the application any more. Reload the application.":
    "لم يعد هذا العضو في الطلب. أعد تحميل الطلب.",
  "This member is not on the application any more. Reload the page.": "لم يعد هذا العضو في الطلب. أعد تحميل الصفحة.",
  "Keep at least one member of this policy.": "أبقِ عضوًا واحدًا على الأقل في هذه الوثيقة.",
  "Plans are chosen for H+ applications only.": "تُختار الخطط لطلبات \u2066H+\u2069 فقط.",
  "No H+ plan is on sale at the moment. Please contact customer relations.":
    "لا توجد خطة \u2066H+\u2069 معروضة للبيع حاليًا. يرجى التواصل مع علاقات العملاء.",
  "Unknown product category.": "فئة منتج غير معروفة.",
  "Unknown status.": "حالة غير معروفة.",
  "Unknown step.": "خطوة غير معروفة.",
  "Your account is not set up to sell {product} plans. Please contact customer relations to have it enabled.":
    "حسابك غير مهيأ لبيع خطط {product}. يرجى التواصل مع علاقات العملاء لتفعيلها.",
  "The quotation was e-mailed to {email}.": "تم إرسال عرض السعر بالبريد الإلكتروني إلى {email}.",
  "A payment for this application is being reviewed by the bank. Please wait for its result before paying again.":
    "يراجع البنك دفعة لهذا الطلب. يرجى انتظار نتيجتها قبل الدفع مرة أخرى.",
  "Please pay again with a card that covers the whole amount.": "يرجى الدفع مرة أخرى ببطاقة تغطي المبلغ كاملًا.",
  "Please do not pay again: your insurance partner has been told and will contact you to issue the policy or refund the payment in full.":
    "يرجى عدم الدفع مرة أخرى: تم إبلاغ شريك التأمين الخاص بك وسيتواصل معك لإصدار الوثيقة أو رد المبلغ كاملًا.",

  // Medical declaration and underwriting.
  "Answer Yes or No.": "أجب بنعم أو لا.",
  "Answer this question.": "أجب عن هذا السؤال.",
  "Name the condition or the reason.": "اذكر الحالة أو السبب.",
  "Describe the treatment or operation.": "صِف العلاج أو العملية.",
  "Enter the date it was diagnosed or happened, not in the future.":
    "أدخل تاريخ التشخيص أو الحدوث، على ألا يكون في المستقبل.",
  "Choose the current state.": "اختر الحالة الحالية.",
  "Enter the height in centimetres, from {min} to {max}.": "أدخل الطول بالسنتيمتر، من {min} إلى {max}.",
  "Enter the weight in kilograms, from {min} to {max}.": "أدخل الوزن بالكيلوغرام، من {min} إلى {max}.",
  "Tick the box to confirm the declaration.": "ضع علامة في المربع لتأكيد الإقرار.",
  "Tick the declaration to confirm the information is correct.": "ضع علامة على الإقرار لتأكيد صحة المعلومات.",
  "Tick the declaration to confirm the information is correct and the customer consents.":
    "ضع علامة على الإقرار لتأكيد صحة المعلومات وموافقة العميل.",
  "Type your full name to sign.": "اكتب اسمك الكامل للتوقيع.",
  "I declare that the answers above are true and complete for every member, and I consent to the insurer processing this health information to underwrite and administer the insurance.":
    "أقر بأن الإجابات أعلاه صحيحة وكاملة لكل عضو، وأوافق على معالجة شركة التأمين لهذه المعلومات الصحية لاكتتاب التأمين وإدارته.",
  "The declaration is not complete: answer every question for each member, and give the details of every Yes, before signing.":
    "الإقرار غير مكتمل: أجب عن كل سؤال لكل عضو، واذكر تفاصيل كل إجابة بنعم، قبل التوقيع.",
  "The medical declaration is not complete. Go back to Medical Declaration and answer every question for each member.":
    "الإقرار الطبي غير مكتمل. عد إلى الإقرار الطبي وأجب عن كل سؤال لكل عضو.",
  "You have signed this declaration. If something in it must change, ask your insurance partner.":
    "لقد وقّعت هذا الإقرار. إذا كان يجب تغيير شيء فيه، فاطلب ذلك من شريك التأمين.",
  "Only an H+ application that is not paid or closed has a declaration to sign.":
    "لا يوجد إقرار للتوقيع إلا لطلب \u2066H+\u2069 غير مدفوع وغير مغلق.",
  "This link does not work any more: it was replaced, it expired, or the application was closed. Ask your insurance partner to send a new one.":
    "لم يعد هذا الرابط يعمل: فقد استُبدل أو انتهت صلاحيته أو أُغلق الطلب. اطلب من شريك التأمين إرسال رابط جديد.",
  "The declaration link was e-mailed to {email}.": "تم إرسال رابط الإقرار بالبريد الإلكتروني إلى {email}.",
  "Describe the exclusion in at most 500 characters.": "صِف الاستثناء في 500 حرف على الأكثر.",
  "Enter a loading in whole percent, from 0 to {max}.": "أدخل نسبة التحميل بالنسبة المئوية الصحيحة، من 0 إلى {max}.",
  "Write the reason for declining.": "اكتب سبب الرفض.",
  "Write what you need from the partner.": "اكتب ما تحتاجه من الشريك.",
  "No referred application with this number. Reload the queue.": "لا يوجد طلب محال بهذا الرقم. أعد تحميل القائمة.",
  "This application is not waiting for an underwriting decision any more: it was changed or decided meanwhile. Reload the queue.":
    "لم يعد هذا الطلب بانتظار قرار الاكتتاب: فقد تغيّر أو صدر قرار بشأنه في الأثناء. أعد تحميل القائمة.",
  "This application is waiting for the underwriter's decision. It can be paid once it is accepted; the Approval page shows its progress.":
    "هذا الطلب بانتظار قرار المكتتب. يمكن دفعه بعد قبوله؛ وتعرض صفحة الموافقات تقدّمه.",
  "The underwriter accepted this application with terms. Review and accept them on the underwriting review before paying.":
    "قبِل المكتتب هذا الطلب بشروط. راجعها واقبلها في مراجعة الاكتتاب قبل الدفع.",
  "The underwriter declined this application; it cannot be paid or changed.":
    "رفض المكتتب هذا الطلب؛ لا يمكن دفعه أو تغييره.",
  "There are no terms waiting for acceptance on this application. Reload the page.":
    "لا توجد شروط بانتظار القبول في هذا الطلب. أعد تحميل الصفحة.",
  "This question is not asked any more. Reload the page.": "لم يعد هذا السؤال مطروحًا. أعد تحميل الصفحة.",
  "This is for the insurer's underwriters.": "هذا مخصص لمكتتبي شركة التأمين.",
  "Underwriters work from the Approval queue; this is for partners.":
    "يعمل المكتتبون من قائمة الموافقات؛ وهذا مخصص للشركاء.",

  // Renewals and policies.
  "Enter the policy number to renew.": "أدخل رقم الوثيقة المراد تجديدها.",
  "Policy not found.": "لم يتم العثور على الوثيقة.",
  "Search with a real Emirates ID number, or search by Policy Number or Passport instead.":
    "ابحث برقم هوية إماراتية حقيقي، أو ابحث برقم الوثيقة أو جواز السفر بدلًا من ذلك.",
  "For your security, this number cannot be searched for a while because several searches for it found no record. Check the number and the date of birth and try again later, or search by another number.":
    "لحمايتك، لا يمكن البحث بهذا الرقم لبعض الوقت لأن عدة عمليات بحث عنه لم تجد أي سجل. تحقّق من الرقم وتاريخ الميلاد وحاول لاحقًا، أو ابحث برقم آخر.",
  "We could not search for the policy just now. Please try again in a few minutes; if it keeps failing, contact customer relations.":
    "تعذّر البحث عن الوثيقة الآن. يرجى المحاولة بعد دقائق؛ وإذا استمر الخطأ، فتواصل مع علاقات العملاء.",
  "This policy cannot be renewed now: it is not inside its renewal window.":
    "لا يمكن تجديد هذه الوثيقة الآن: فهي ليست ضمن فترة التجديد.",
  "This policy was not paid through the portal, so it has no payment receipt, tax invoice or schedule here.":
    "لم تُدفع هذه الوثيقة عبر البوابة، لذا لا يوجد لها هنا إيصال دفع أو فاتورة ضريبية أو جدول وثيقة.",
  "Enter the {length}-digit code from the e-mail.": "أدخل الرمز المكوّن من {length} أرقام الوارد في البريد الإلكتروني.",
  "That code is not right. You have 1 try left.": "الرمز غير صحيح. بقيت لك محاولة واحدة.",
  "That code is not right. You have {count} tries left.": "الرمز غير صحيح. بقيت لك {count} محاولات.",
  "A code was sent less than a minute ago. Check your e-mail, or send a new code in a minute.":
    "أُرسل رمز قبل أقل من دقيقة. تحقّق من بريدك الإلكتروني، أو أرسل رمزًا جديدًا بعد دقيقة.",
  "A newer code was sent, so this one no longer works. Enter the newest code, or send a new one.":
    "أُرسل رمز أحدث، لذا لم يعد هذا الرمز يعمل. أدخل أحدث رمز، أو أرسل رمزًا جديدًا.",
  "This code has expired. Send a new code and enter it within 10 minutes.":
    "انتهت صلاحية هذا الرمز. أرسل رمزًا جديدًا وأدخله خلال 10 دقائق.",
  "Too many wrong codes. Send a new code to try again.": "رموز خاطئة كثيرة. أرسل رمزًا جديدًا لتحاول مرة أخرى.",
  "Too many codes were sent for this policy. Please try again in an hour, or contact customer relations (details below).":
    "أُرسلت رموز كثيرة لهذه الوثيقة. يرجى المحاولة بعد ساعة، أو التواصل مع علاقات العملاء (التفاصيل أدناه).",
  "Send a code to the e-mail address on file first.": "أرسل أولًا رمزًا إلى البريد الإلكتروني المسجل.",
  "To change the contact details, first show the full details with the code we e-mail to the address on file.":
    "لتغيير بيانات الاتصال، اعرض أولًا التفاصيل الكاملة بالرمز الذي نرسله إلى البريد الإلكتروني المسجل.",

  "Send me news and offers from the insurer by e-mail. Optional: not ticking this changes nothing about the renewal.":
    "أرسلوا لي أخبار شركة التأمين وعروضها بالبريد الإلكتروني. اختياري: عدم وضع العلامة لا يغيّر شيئًا في التجديد.",
  "Answer with true or false.": "أجب بـ true أو false.",

  // Invitations, video calls and mail limits.
  "Invitation not found.": "لم يتم العثور على الدعوة.",
  "Choose an invitation type from the list.": "اختر نوع الدعوة من القائمة.",
  "Invitations are not enabled for your account. Ask your account manager to enable them.":
    "الدعوات غير مفعّلة لحسابك. اطلب من مدير حسابك تفعيلها.",
  "This invitation is already completed or cancelled, so it cannot be changed.":
    "هذه الدعوة مكتملة أو ملغاة بالفعل، لذا لا يمكن تغييرها.",
  "This quotation is not finalized yet. Finalize it first, then send the invitation to pay it.":
    "لم يُعتمد عرض السعر هذا بعد. اعتمده أولًا، ثم أرسل دعوة الدفع.",
  "Enter the number of a finalized quotation to invite the customer to pay.":
    "أدخل رقم عرض سعر معتمد لدعوة العميل إلى الدفع.",
  "Give the partner reference (the UserId the portal sent), or else the partner's user id, not both.":
    "أدخل مرجع الشريك (UserId الذي أرسلته البوابة) أو اسم مستخدم الشريك، وليس كليهما.",
  "Give the partner reference the portal sent as UserId.": "أدخل مرجع الشريك الذي أرسلته البوابة باسم UserId.",
  "Video call not found.": "لم يتم العثور على مكالمة الفيديو.",
  "Video call invites are not enabled for your account. Ask your account manager to enable meetings.":
    "دعوات مكالمات الفيديو غير مفعّلة لحسابك. اطلب من مدير حسابك تفعيل الاجتماعات.",
  "Choose the date of the call.": "اختر تاريخ المكالمة.",
  "Enter the time of the call, like 14:30.": "أدخل وقت المكالمة، مثل 14:30.",
  "Choose a date and time in the future.": "اختر تاريخًا ووقتًا في المستقبل.",
  "Choose a date within the next {days} days.": "اختر تاريخًا خلال الأيام الـ{days} القادمة.",
  "Choose a duration of 15, 30, 45 or 60 minutes.": "اختر مدة 15 أو 30 أو 45 أو 60 دقيقة.",
  "Enter the https link of your Teams, Zoom or Meet meeting.": "أدخل رابط https لاجتماعك على Teams أو Zoom أو Meet.",
  "Use a meeting link on {hosts}.": "استخدم رابط اجتماع على {hosts}.",
  "This video call has already been cancelled.": "تم إلغاء مكالمة الفيديو هذه بالفعل.",
  "This video call has already taken place, so it cannot be cancelled.":
    "جرت مكالمة الفيديو هذه بالفعل، لذا لا يمكن إلغاؤها.",
  "You can send more from 00:00 UAE time on {day}. If you need a higher limit, ask your account manager.":
    "يمكنك إرسال المزيد من الساعة 00:00 بتوقيت الإمارات يوم {day}. إذا احتجت حدًا أعلى، فاطلب ذلك من مدير حسابك.",

  // Lists and search.
  "Type what to search for.": "اكتب ما تريد البحث عنه.",
  "Type at least {min} characters.": "اكتب {min} أحرف على الأقل.",
  "Type at least {min} characters of a name, an e-mail address or a mobile number.":
    "اكتب {min} أحرف على الأقل من اسم أو عنوان بريد إلكتروني أو رقم هاتف متحرك.",
  "Search text is at most {max} characters.": "نص البحث {max} حرفًا على الأكثر.",
  "At most {max} rows a page.": "{max} صفًا في الصفحة على الأكثر.",
  "Sort by one of: {fields}.": "رتّب حسب أحد الحقول: {fields}.",
  "Direction is asc or desc.": "الاتجاه asc أو desc.",
  "Sold by must be a number.": "يجب أن يكون حقل «باعها» رقمًا.",
  "Sold by must be a whole number.": "يجب أن يكون حقل «باعها» عددًا صحيحًا.",
  "Team must be a number.": "يجب أن يكون الفريق رقمًا.",
  "Team must be a whole number.": "يجب أن يكون الفريق عددًا صحيحًا.",

  // Commission (decision 061).
  "The back office sees no commission. Ask the partner's owner for the figures.":
    "لا يطّلع المكتب الخلفي على العمولات. اطلب الأرقام من مالك الشريك.",
  "Use a month like 2026-07.": "استخدم شهرًا مثل 2026-07.",
  "User must be a number.": "يجب أن يكون المستخدم رقمًا.",
  "User must be a whole number.": "يجب أن يكون المستخدم عددًا صحيحًا.",
  // Commission statements (decision 062).
  "Only a month that has ended can be issued.": "لا يمكن إصدار كشف إلا لشهر انتهى.",
  "Statement not found.": "لم يُعثر على الكشف.",
  "Give the payment's reference: 1 to 60 letters, digits, dashes, slashes or dots.":
    "أدخل مرجع الدفعة: من 1 إلى 60 حرفًا أو رقمًا أو شرطة أو شرطة مائلة أو نقطة.",
  "That statement is already paid.": "هذا الكشف مدفوع بالفعل.",
  "A later statement of the same payee includes this one's balance: mark that one paid.":
    "كشف لاحق للمستفيد نفسه يتضمن رصيد هذا الكشف: سجّل ذلك الكشف مدفوعًا.",
  "Statements of a later month were already issued for this partner.": "صدرت بالفعل كشوف لشهر لاحق لهذا الشريك.",
  "Statement must be a whole number.": "يجب أن يكون رقم الكشف عددًا صحيحًا.",
  "Page must be a number.": "يجب أن تكون الصفحة رقمًا.",
  "Page must be a whole number.": "يجب أن تكون الصفحة عددًا صحيحًا.",
  "Page starts at 1.": "تبدأ الصفحات من 1.",

  // Products and plans.
  "Basic (Essential Benefits Plan)": "الأساسية (خطة المزايا الأساسية)",
  "Basic health plan (Essential Benefits Plan)": "الخطة الصحية الأساسية (خطة المزايا الأساسية)",
  "Health Plus (H+)": "هيلث بلس (\u2066H+\u2069)",
  "H+ enhanced health plan ({plan})": "خطة \u2066H+\u2069 الصحية المحسّنة ({plan})",
  "Personal Accident (PA)": "الحوادث الشخصية (PA)",
  "Dubai's compulsory health plan for employees earning AED 4,000 a month or less, their dependants and domestic workers.":
    "الخطة الصحية الإلزامية في دبي للموظفين الذين يتقاضون 4,000 درهم شهريًا أو أقل، ومعاليهم والعمالة المنزلية.",
  "Enhanced health plans with wider networks and higher limits, for individuals and companies.":
    "خطط صحية محسّنة بشبكات أوسع وحدود أعلى، للأفراد والشركات.",
  "Cover against accidental death and disability, on the PA plan site.":
    "تغطية ضد الوفاة والعجز الناتجين عن الحوادث، على موقع خطة الحوادث الشخصية.",
  "Term-life protection for a fixed period, on the term plan site.":
    "حماية تأمين على الحياة لمدة محددة، على موقع خطة التأمين المؤقت.",
  "Annual limit AED 150,000 per member.": "الحد السنوي 150,000 درهم لكل عضو.",
  "Annual limit and benefits per member as the plan's benefits above state, with the administrator's table of benefits.":
    "الحد السنوي والمزايا لكل عضو كما تنص مزايا الخطة أعلاه، مع جدول المزايا لدى جهة الإدارة.",

  // Option labels.
  "Most common in the UAE": "الأكثر شيوعًا في الإمارات",
  "All nationalities": "جميع الجنسيات",
  Male: "ذكر",
  Female: "أنثى",
  Single: "أعزب",
  Married: "متزوج",
  Divorced: "مطلّق",
  Widowed: "أرمل",
  Spouse: "الزوج/الزوجة",
  Child: "ابن/ابنة",
  Parent: "أحد الوالدين",
  Employee: "موظف",
  Dependent: "معال",
  Worker: "عامل",
  "Domestic worker": "عامل منزلي",
  "Partner / Investor": "شريك / مستثمر",
  Visitor: "زائر",
  Company: "شركة",
  Individual: "فرد",
  "UAE national": "مواطن إماراتي",
  "GCC national": "مواطن خليجي",
  "UAE/GCC national": "مواطن إماراتي/خليجي",
  Expatriate: "مقيم وافد",
  "Abu Dhabi visa holder": "حامل تأشيرة أبوظبي",
  "Abu Dhabi visa": "تأشيرة أبوظبي",
  "Northern Emirates visa holder": "حامل تأشيرة الإمارات الشمالية",
  "Northern Emirates visa": "تأشيرة الإمارات الشمالية",
  "Up to AED 4,000 a month": "حتى 4,000 درهم شهريًا",
  "Above AED 4,000 a month": "أكثر من 4,000 درهم شهريًا",
  "UAE national without an Emirates ID yet": "مواطن إماراتي ليست لديه هوية إماراتية بعد",
  "Expatriate resident without an Emirates ID yet": "مقيم وافد ليست لديه هوية إماراتية بعد",
  "Newborn without an Emirates ID yet": "مولود جديد ليست لديه هوية إماراتية بعد",
  "Emirates ID": "الهوية الإماراتية",
  "Emirates ID copy": "نسخة الهوية الإماراتية",
  Passport: "جواز السفر",
  "Passport copy": "نسخة جواز السفر",
  "Visa copy": "نسخة التأشيرة",
  "Visa / UID copy": "نسخة التأشيرة / الرقم الموحد",
  "Trade licence copy": "نسخة الرخصة التجارية",
  "Birth certificate": "شهادة الميلاد",
  "Labour contract": "عقد العمل",
  Photograph: "صورة شخصية",
  "Insurance certificate": "شهادة التأمين",
  "Under treatment": "قيد العلاج",
  "Monitored, no treatment": "تحت المتابعة، دون علاج",
  "Recovered, no treatment now": "تعافى، لا علاج حاليًا",
  "Annual limit per member": "الحد السنوي لكل عضو",
  "Area of cover": "نطاق التغطية",
  // A plan's deductible or co-pay of nothing.
  None: "لا يوجد",
  "Co-pay on outpatient treatment": "نسبة المشاركة في العلاج الخارجي",
  "Deductible per outpatient visit": "المبلغ المقتطع لكل زيارة عيادة خارجية",
  Dental: "الأسنان",
  "Hospital room": "غرفة المستشفى",
  Maternity: "الأمومة",
  "Medical network": "الشبكة الطبية",
  Optical: "البصريات",
  "Pre-existing conditions": "الحالات المرضية السابقة",
  "Waiting periods": "فترات الانتظار",
  "Wellness and check-ups": "العافية والفحوص الدورية",
  "Write it in Arabic: Arabic words, digits and signs, no Latin word but H+.":
    "اكتبه بالعربية: كلمات عربية وأرقام وعلامات، دون أي كلمة لاتينية سوى \u2066H+\u2069.",
  // What triggered an underwriting rule (the member's own words stay as declared).
  "Age {age}": "العمر {age}",
  "Body-mass index {bmi} ({height} cm, {weight} kg)": "مؤشر كتلة الجسم {bmi} ({height} سم، {weight} كغ)",
  'Yes to "{question}"': "الإجابة بنعم عن «{question}»",
  'Declared "{condition}" (mentions "{term}")': "أفصح عن «{condition}» (يذكر «{term}»)",
  "Search policy": "البحث عن الوثيقة",
  "Policy Details": "تفاصيل الوثيقة",
  "Policy Number": "رقم الوثيقة",
  Payment: "الدفع",
  Basic: "الأساسية",
  Term: "التأمين المؤقت",
  "Term Plan": "خطة التأمين المؤقت",
  "New Business Application": "طلب أعمال جديدة",
  "New H+ Application": "طلب \u2066H+\u2069 جديد",
  "Basic invitations": "دعوات الخطة الأساسية",
  "H+ invitations": "دعوات \u2066H+\u2069",
  "PA invitations": "دعوات الحوادث الشخصية",
  "Term invitations": "دعوات التأمين المؤقت",
  "Basic renewal invitations": "دعوات تجديد الخطة الأساسية",
  "H+ renewal invitations": "دعوات تجديد \u2066H+\u2069",
  // Brand names stay as they are written.
  "H+": "H+",
  PA: "PA",
  NAS: "NAS",
  NEXTCARE: "NEXTCARE",

  // Messages and labels written in the spec's own style, without a full stop.
  "Please enter date of birth": "يرجى إدخال تاريخ الميلاد",
  "Please Select Search Tab": "يرجى اختيار طريقة البحث",
  "No record found": "لم يتم العثور على سجل",
  "Policy number is required": "رقم الوثيقة مطلوب",
  "All fields are required": "جميع الحقول مطلوبة",
  "Fields marked with * are required": "الحقول المعلّمة بـ * مطلوبة",
  "Passport number is required": "رقم جواز السفر مطلوب",
  "Cannot be less than 6 digits": "لا يمكن أن يقل عن 6 أرقام",
  "Cannot be less than 18 digits": "لا يمكن أن يقل عن 18 رقمًا",
  "Cannot be more than 18 digits": "لا يمكن أن يزيد على 18 رقمًا",
  "No special characters or spaces allowed": "لا يُسمح بالرموز الخاصة أو المسافات",
  "UID Number is required": "الرقم الموحد مطلوب",
  "Enter digits only": "أدخل أرقامًا فقط",
  "Emirates ID number is required": "رقم الهوية الإماراتية مطلوب",
  "Birth Certificate Number is required": "رقم شهادة الميلاد مطلوب",
  "Document type is required": "نوع المستند مطلوب",
  "Quotation is required": "عرض السعر مطلوب",
  "Add at least one member before uploading documents": "أضف عضوًا واحدًا على الأقل قبل تحميل المستندات",
  "This member appears more than once": "يظهر هذا العضو أكثر من مرة",
  "Emirates ID copy is required": "نسخة الهوية الإماراتية مطلوبة",
  "Passport copy is required": "نسخة جواز السفر مطلوبة",
  "Visa / UID copy is required": "نسخة التأشيرة / الرقم الموحد مطلوبة",
  "Trade licence copy is required": "نسخة الرخصة التجارية مطلوبة",
  "Choose Emirates ID or Passport: a trade licence is a company sponsor's document.":
    "اختر الهوية الإماراتية أو جواز السفر: الرخصة التجارية مستند الكفيل من الشركات.",
  "A company sponsor gives its trade licence, not an Emirates ID or passport.":
    "يقدّم الكفيل من الشركات رخصته التجارية، لا هوية إماراتية أو جواز سفر.",
  "Visa copy is required": "نسخة التأشيرة مطلوبة",
  "Photograph is required": "الصورة الشخصية مطلوبة",
  "Insurance certificate is required": "شهادة التأمين مطلوبة",
  "Labour contract is required": "عقد العمل مطلوب",
  "Birth Certificate is required": "شهادة الميلاد مطلوبة",
  "PDF, JPEG, JPG or PNG, up to 2 MB": "PDF أو JPEG أو JPG أو PNG، حتى 2 ميغابايت",
  "Medical report": "تقرير طبي",
  "Salary certificate": "شهادة راتب",
  "Trade licence": "الرخصة التجارية",
  "Tax registration / File Number": "رقم التسجيل الضريبي / رقم الملف",
  "File Number": "رقم الملف",
  "UID Number": "الرقم الموحد",
  "Trade license expiry date": "تاريخ انتهاء الرخصة التجارية",
  "Date of birth": "تاريخ الميلاد",
  "Tax Invoice": "فاتورة ضريبية",
  "Tax Credit Note": "إشعار دائن ضريبي",
  "Not a tax invoice or credit note number.": "ليس رقم فاتورة ضريبية أو إشعار دائن.",
  "Page must be a whole number from 1.": "يجب أن تكون الصفحة عددًا صحيحًا يبدأ من 1.",
  "Preparing this document took too long and was stopped. Please try again later.":
    "استغرق إعداد هذا المستند وقتًا طويلًا فتم إيقافه. يرجى المحاولة لاحقًا.",
  "Preparing this statement's PDF took too long and was stopped. Please download its CSV or try again later.":
    "استغرق إعداد ملف PDF لهذا الكشف وقتًا طويلًا فتم إيقافه. يرجى تنزيل ملف CSV الخاص به أو المحاولة لاحقًا.",
  "The portal is busy preparing other documents and files. Please try again in a few seconds.":
    "البوابة مشغولة بإعداد مستندات وملفات أخرى. يرجى المحاولة مرة أخرى بعد بضع ثوانٍ.",
  // The domain's labels the web shows through translateMessage, whose Arabic was the web's own while a screen still said
  // the same English itself: the wizard's review step, the plan's "for", an underwriting outcome,
  // the member form's and the census's fields, the invitations' labels and the mail quota's noun.
  Underwriting: "الاكتتاب",
  "Company or Individual": "شركة أو فرد",
  Accepted: "مقبول",
  "Monthly salary": "الراتب الشهري",
  Occupation: "المهنة",
  Gender: "الجنس",
  Nationality: "الجنسية",
  Relation: "صلة القرابة",
  "Send invitation": "إرسال الدعوة",
  Sent: "تاريخ الإرسال",
  Opened: "فُتح",
  invitations: "الدعوات",
  // A policy's renewal state as the lists and exports name it (POLICY_STATE_LABELS).
  Active: "سارية",
  Renewed: "مجدَّدة",
  Expired: "منتهية",
  "Due for renewal": "مستحقة التجديد",
  "This policy is cancelled, so it cannot be renewed: new cover needs a new application.":
    "هذه الوثيقة ملغاة، لذا لا يمكن تجديدها: تتطلب التغطية الجديدة طلبًا جديدًا.",

  // A quotation's and a policy's lifecycles (lifecycle/): why a change of state is refused.
  "This quotation has been paid and can no longer be changed. Start a new application instead.":
    "تم دفع عرض السعر هذا ولم يعد من الممكن تغييره. ابدأ طلبًا جديدًا بدلًا من ذلك.",
  "This application is not finalized yet: finalize it before paying.": "لم يُعتمد هذا الطلب بعد: اعتمده قبل الدفع.",
  "A policy is issued only for a paid application.": "لا تُصدر وثيقة إلا لطلب مدفوع.",
  "This application already has its policy.": "صدرت وثيقة هذا الطلب بالفعل.",
  "This record is in a state the portal does not change.": "هذا السجل في حالة لا تغيّرها البوابة.",
  "You may not make this change to the application.": "لا يحق لك إجراء هذا التغيير على الطلب.",
  "You may not make this change to the policy.": "لا يحق لك إجراء هذا التغيير على الوثيقة.",
  "This policy has already been renewed.": "جُدِّدت هذه الوثيقة بالفعل.",

  // An issued policy's cover on a day, and its health cards.
  "Starts tomorrow": "تبدأ غدًا",
  "Starts in {days} days": "تبدأ خلال {days} يومًا",
  "Ends today": "تنتهي اليوم",
  "1 day left": "يتبقى يوم واحد",
  "{days} days left": "يتبقى {days} يومًا",
  "Cancelled from {date}": "ملغاة اعتبارًا من {date}",
  Cancelled: "ملغاة",
  "Ended on {date}": "انتهت في {date}",
  "This policy is cancelled from {date}, so its members' health cards are no longer issued.":
    "هذه الوثيقة ملغاة اعتبارًا من {date}، لذا لم تعد بطاقات التأمين الصحي لأعضائها تصدر.",
  "This policy is cancelled, so its members' health cards are no longer issued.":
    "هذه الوثيقة ملغاة، لذا لم تعد بطاقات التأمين الصحي لأعضائها تصدر.",
  "This policy ended on {date}, so its members' health cards are no longer issued.":
    "انتهت هذه الوثيقة في {date}، لذا لم تعد بطاقات التأمين الصحي لأعضائها تصدر.",
  "This member is removed from the policy from {date}, so their health card is no longer issued.":
    "أُزيل هذا العضو من الوثيقة اعتبارًا من {date}، لذا لم تعد بطاقة تأمينه الصحي تصدر.",
  "Quotation created successfully": "تم إنشاء عرض السعر بنجاح",
  "Your payment was received, but the application was changed after the payment started, so no policy was issued yet. Please do not pay again: your insurance partner has been told and will contact you to issue the policy or refund the payment in full.":
    "تم استلام دفعتك، لكن الطلب تغيّر بعد بدء الدفع، لذا لم تصدر أي وثيقة بعد. يرجى عدم الدفع مرة أخرى: تم إبلاغ شريك التأمين الخاص بك وسيتواصل معك لإصدار الوثيقة أو رد المبلغ كاملًا.",
  "This application had already been paid by an earlier payment, so this second payment will be refunded in full to the same card. Please do not pay again: your insurance partner has been told and will arrange the refund.":
    "سبق دفع هذا الطلب بدفعة سابقة، لذا ستُرد هذه الدفعة الثانية كاملة إلى البطاقة نفسها. يرجى عدم الدفع مرة أخرى: تم إبلاغ شريك التأمين الخاص بك وسيرتب رد المبلغ.",
  "Your card was approved for {approved} of the {due} due, so the payment was not completed and no policy was issued. Any amount held on your card will be released or refunded in full; your insurance partner has been told. Please pay again with a card that covers the whole amount.":
    "تمت الموافقة على بطاقتك بمبلغ {approved} من أصل {due} مستحقة، لذا لم تكتمل عملية الدفع ولم تصدر أي وثيقة. سيُفرج عن أي مبلغ محجوز على بطاقتك أو يُرد كاملًا؛ وقد تم إبلاغ شريك التأمين. يرجى الدفع مرة أخرى ببطاقة تغطي المبلغ كاملًا.",

  // The new-business journey's steps and headings.
  "H+ enhanced health plan": "خطة \u2066H+\u2069 الصحية المحسّنة",
  "health insurance": "التأمين الصحي",
  "H+ health insurance": "تأمين \u2066H+\u2069 الصحي",
  "Let's begin with getting you the perfect health plan": "لنبدأ بإيجاد الخطة الصحية المثالية لك",
  "Sponsor's Details": "بيانات الكفيل",
  "Insurance Member(s) Details": "بيانات الأعضاء المؤمَّن عليهم",
  "Select Plan": "اختر الخطة",
  "Medical Declaration": "الإقرار الطبي",
  "Upload Required Documents": "تحميل المستندات المطلوبة",
  "Finalize Application": "اعتماد الطلب",

  // What happened to an application, on its timeline.
  "Quotation created": "تم إنشاء عرض السعر",
  "Quotation updated": "تم تحديث عرض السعر",
  "Member added": "تمت إضافة عضو",
  "Member updated": "تم تحديث عضو",
  "Member removed": "تمت إزالة عضو",
  "Plan changed": "تم تغيير الخطة",
  "Quotation e-mailed": "تم إرسال عرض السعر بالبريد الإلكتروني",
  "Document uploaded": "تم تحميل مستند",
  "Application finalized": "تم اعتماد الطلب",
  "Payment link sent": "تم إرسال رابط الدفع",
  "Payment declined": "رُفضت الدفعة",
  "Payment held for review": "الدفعة معلقة للمراجعة",
  "Payment failed": "فشلت الدفعة",
  "Payment cancelled": "أُلغيت الدفعة",
  "Policy issued": "صدرت الوثيقة",
  Draft: "مسودة",
  Finalized: "مكتمل",
  Paid: "مدفوع",
  Declined: "مرفوض",
  "Renewed policy issued": "صدرت الوثيقة المجددة",
  "Renewal started": "بدأ التجديد",
  "Renewal updated": "تم تحديث التجديد",
  "Reported by the product site": "أبلغ عنه موقع المنتج",
  "E-mail sent": "تم إرسال البريد الإلكتروني",
  "E-mail queued": "البريد الإلكتروني في قائمة الانتظار",
  "Referred to underwriting": "أُحيل إلى الاكتتاب",
  "More information asked": "طُلبت معلومات إضافية",
  "Terms offered": "عُرضت شروط",

  // Policy servicing: members removed, policies cancelled, refunds.
  "Cancellation letter": "خطاب الإلغاء",
  "Members removed from the policy": "أُزيل أعضاء من الوثيقة",
  "Policy cancelled": "أُلغيت الوثيقة",
  "Refund sent to the gateway": "أُرسل الاسترداد إلى بوابة الدفع",
  "Refund refused by the gateway": "رفضت بوابة الدفع الاسترداد",
  "Members removed": "أعضاء أُزيلوا",
  "Members added": "أعضاء أُضيفوا",
  "Addition of members started": "بدأت إضافة أعضاء",
  "Addition of members given a new date": "تاريخ جديد لإضافة الأعضاء",
  "Members added to the policy": "أُضيف أعضاء إلى الوثيقة",
  "Members of this plan are added on the product's own site, not in the portal.":
    "يُضاف أعضاء هذه الخطة على موقع المنتج نفسه، لا في البوابة.",
  "The sponsor, TPA and plan of an addition are the policy's own and cannot be changed. Go on to the members.":
    "الكفيل وشركة إدارة المطالبات والخطة في الإضافة هي نفسها في الوثيقة ولا يمكن تغييرها. تابع إلى الأعضاء.",
  "The addition's first day of cover is now more than {days} days in the past. Open the policy and choose Add members again to give it a new date.":
    "أصبح أول يوم لتغطية الإضافة قبل أكثر من {days} يومًا. افتح الوثيقة واختر «إضافة أعضاء» مرة أخرى لتحديد تاريخ جديد لها.",
  "The policy these members were to join can no longer be changed (it was cancelled, renewed or has ended). Nothing was charged.":
    "لم يعد من الممكن تغيير الوثيقة التي كان سينضم إليها هؤلاء الأعضاء (أُلغيت أو جُدِّدت أو انتهت). لم يُخصم أي مبلغ.",
  "New business": "أعمال جديدة",
  Renewal: "التجديد",
  "This policy can no longer be changed: only an active policy that has not ended can.":
    "لم يعد ممكنًا تعديل هذه الوثيقة: تُعدَّل فقط الوثيقة السارية التي لم تنتهِ.",
  "The change cannot take effect before the policy starts.": "لا يمكن أن يسري التعديل قبل بدء الوثيقة.",
  "The change cannot take effect after the policy ends.": "لا يمكن أن يسري التعديل بعد انتهاء الوثيقة.",
  "The change cannot take effect more than {days} days in the past.":
    "لا يمكن أن يسري التعديل من تاريخ مضى عليه أكثر من {days} يومًا.",
  "Enter the date the change takes effect.": "أدخل تاريخ سريان التعديل.",
  "Choose the members to remove.": "اختر الأعضاء المطلوب إزالتهم.",
  "One of the chosen members is not on this policy (or was already removed). Reload the page.":
    "أحد الأعضاء المختارين ليس على هذه الوثيقة (أو أُزيل من قبل). أعد تحميل الصفحة.",
  "A policy keeps at least one member: to remove every member, cancel the policy.":
    "تبقى في الوثيقة عضو واحد على الأقل: لإزالة جميع الأعضاء، ألغِ الوثيقة.",
  "A company's policy keeps at least one of its employees: to remove the last one, cancel the policy instead.":
    "تبقى في وثيقة الشركة موظف واحد على الأقل من موظفيها: لإزالة آخرهم، ألغِ الوثيقة بدلًا من ذلك.",
  "Enter the reason for the change.": "أدخل سبب التعديل.",
  "Attach the proof of the change (a cancellation letter or the visa cancellation).":
    "أرفق ما يثبت التعديل (خطاب إلغاء أو إلغاء التأشيرة).",
  "No refund of yours has this number.": "لا يوجد استرداد خاص بك بهذا الرقم.",
  "This refund has already been sent to the payment gateway.": "أُرسل هذا الاسترداد إلى بوابة الدفع من قبل.",
  "This policy was paid on the product's own site, so its refund is paid there; the portal cannot send it.":
    "دُفعت هذه الوثيقة على موقع المنتج نفسه، لذا يُدفع استردادها هناك؛ لا يمكن للبوابة إرساله.",
  "The payment gateway did not take the refund. Nothing was refunded; try again, or contact the insurer's finance team.":
    "لم تقبل بوابة الدفع الاسترداد. لم يُسترد أي مبلغ؛ حاول مرة أخرى، أو تواصل مع الفريق المالي لدى شركة التأمين.",
  "This change would return more than was paid for the cover, so nothing was changed. Contact the insurer's finance team.":
    "سيُعيد هذا التعديل أكثر مما دُفع مقابل التغطية، لذا لم يُغيَّر شيء. تواصل مع الفريق المالي لدى شركة التأمين.",
  Due: "مستحق",
  "Sent to the gateway": "أُرسل إلى بوابة الدفع",
  Refunded: "مُسترد",
  "Payment not applied": "دفعة لم تُطبَّق",

  // A company's census (members in a spreadsheet).
  "First name": "الاسم الأول",
  "Family name": "اسم العائلة",
  "Member type": "نوع العضو",
  "Date of birth (DD/MM/YYYY)": "تاريخ الميلاد (يوم/شهر/سنة)",
  "Marital status": "الحالة الاجتماعية",
  "Salary band": "فئة الراتب",
  "Emirates ID number": "رقم الهوية الإماراتية",
  "Passport number": "رقم جواز السفر",
  "UID number": "الرقم الموحد",
  "The file has no members under its headings. Fill in the template, one member a row.":
    "لا يحتوي الملف على أعضاء تحت عناوينه. املأ النموذج، عضوًا واحدًا في كل صف.",
  "The file's first row must hold the template's headings. Download the template and fill it in.":
    "يجب أن يحتوي الصف الأول من الملف على عناوين النموذج. نزّل النموذج واملأه.",
  "Choose the census file to upload (CSV or Excel).": "اختر ملف كشف الأعضاء لرفعه (CSV أو Excel).",
  "The file could not be read. Upload the template as CSV or Excel (.xlsx), filled in.":
    "تعذّرت قراءة الملف. ارفع النموذج مملوءًا بصيغة CSV أو Excel (.xlsx).",
  "The file holds formulas. Save it with values only (copy the cells and paste them as values), then upload it.":
    "يحتوي الملف على صيغ. احفظه بالقيم فقط (انسخ الخلايا والصقها كقيم)، ثم ارفعه.",
  "The file holds macros, which are never opened here. Save it as a plain Excel workbook (.xlsx) or CSV.":
    "يحتوي الملف على وحدات ماكرو لا تُفتح هنا أبدًا. احفظه كمصنف Excel عادي (.xlsx) أو CSV.",
  "Choose one of: {choices}.": "اختر واحدًا مما يلي: {choices}.",
  "A census holds at most {count} members. Split the file and upload each part.":
    "يتسع كشف الأعضاء لـ {count} عضوًا على الأكثر. قسّم الملف وارفع كل جزء.",
  "A quotation can hold at most {max} members. Start another application for the others.":
    "يمكن أن يشمل عرض السعر {max} عضوًا على الأكثر. ابدأ طلبًا آخر للبقية.",
  "In English letters, as in the passport.": "بالحروف الإنجليزية، كما في جواز السفر.",
  "Day/month/year, e.g. 15/04/1990.": "اليوم/الشهر/السنة، مثل 15/04/1990.",
  "The country's name in English, or its two-letter code (IN for India).":
    "اسم البلد بالإنجليزية، أو رمزه المكوّن من حرفين (IN للهند).",
  "One of: {choices}.": "واحد مما يلي: {choices}.",
  "If you have it, as on the card or passport; otherwise leave it empty and Documents asks for it.":
    "إن توفّر لديك، كما هو في البطاقة أو جواز السفر؛ وإلا فاتركه فارغًا وستطلبه خطوة المستندات.",
  "One member a row, at most {count} rows. Relation is filled for dependents only; salary band for workers only.":
    "عضو واحد في كل صف، بحد أقصى {count} صفًا. تُملأ صلة القرابة للمُعالين فقط، وفئة الراتب للعاملين فقط.",
  "Essential Benefits Plan network": "شبكة خطة المنافع الأساسية",
  "H+ plan network": "شبكة خطة \u2066H+\u2069",

  // A partner's team: the roles of its users (decision 058).
  Owner: "المالك",
  Manager: "المدير",
  Agent: "الوكيل",
  "Back office": "المكتب الخلفي",

  // The team page and its invitations (decision 060).
  "Sell H+": "بيع \u2066H+\u2069",
  "Sell PA plans": "بيع خطط الحوادث الشخصية",
  "Sell Term plans": "بيع خطط التأمين على الحياة لأجل",
  "Sell Basic": "بيع الخطة الأساسية",
  "Book video calls": "حجز مكالمات الفيديو",
  "Send invitations": "إرسال الدعوات",
  "Only an owner of the partner manages its team.": "لا يدير فريق الشريك إلا أحد مالكيه.",
  "No user of yours has this number.": "لا يوجد مستخدم لديك بهذا الرقم.",
  "No invitation of yours has this number.": "لا توجد دعوة لديك بهذا الرقم.",
  "Choose one of your teams, or none.": "اختر أحد فرقك، أو لا شيء.",
  "The partner must keep at least one active owner. Make another user an owner first.":
    "يجب أن يبقى للشريك مالك نشط واحد على الأقل. اجعل مستخدمًا آخر مالكًا أولًا.",
  "You cannot disable yourself or reset your own second factor here. Ask another owner.":
    "لا يمكنك تعطيل نفسك أو إعادة تعيين عامل التحقق الثاني الخاص بك هنا. اطلب ذلك من مالك آخر.",
  "The user id {userId} is already in use. Choose another.": "اسم المستخدم {userId} مستخدم بالفعل. اختر اسمًا آخر.",
  "The e-mail address {email} is already in use in the portal.":
    "عنوان البريد الإلكتروني {email} مستخدم بالفعل في البوابة.",
  "An invitation to {email} is already waiting. Cancel it first to send a new one.":
    "توجد دعوة بانتظار {email} بالفعل. ألغها أولًا لإرسال دعوة جديدة.",
  "Give only products and services the partner itself has.": "امنح فقط المنتجات والخدمات المتاحة للشريك نفسه.",
  "You already have a team of this name.": "لديك بالفعل فريق بهذا الاسم.",
  "This invitation is no longer waiting: it was accepted, cancelled or has expired.":
    "لم تعد هذه الدعوة بالانتظار: فقد قُبلت أو أُلغيت أو انتهت صلاحيتها.",
  "Choose another user to hand the work to.": "اختر مستخدمًا آخر لتسليمه العمل.",
  "Hand the work to an active owner, manager or agent.": "سلّم العمل إلى مالك أو مدير أو وكيل نشط.",
  "Choose who takes the work over.": "اختر من يتولى العمل.",
  "This invitation link is not valid. Ask the owner who invited you for a new one.":
    "رابط الدعوة هذا غير صالح. اطلب رابطًا جديدًا من المالك الذي دعاك.",
  "This invitation has already been accepted. Sign in with your user id and password.":
    "تم قبول هذه الدعوة بالفعل. سجّل الدخول باسم المستخدم وكلمة المرور.",
  "This invitation link has expired. Ask the owner who invited you for a new one.":
    "انتهت صلاحية رابط الدعوة هذا. اطلب رابطًا جديدًا من المالك الذي دعاك.",
  "This invitation was cancelled. Ask the owner who invited you for a new one.":
    "أُلغيت هذه الدعوة. اطلب رابطًا جديدًا من المالك الذي دعاك.",
  "Use 3 to {max} letters, digits, dots, dashes or underscores.":
    "استخدم من 3 إلى {max} من الحروف أو الأرقام أو النقاط أو الشرطات أو الشرطات السفلية.",
  "Enter the person's name.": "أدخل اسم الشخص.",
  "Enter the team's name.": "أدخل اسم الفريق.",
  Invited: "تمت دعوته",
  "Invitation cancelled": "أُلغيت الدعوة",
  "Invitation accepted": "قُبلت الدعوة",
  "User added": "أُضيف المستخدم",
  "Role, team or products changed": "تغيّر الدور أو الفريق أو المنتجات",
  Disabled: "معطّل",
  "Re-enabled": "أُعيد تفعيله",
  "Second factor reset": "أُعيد تعيين عامل التحقق الثاني",
  "Open work handed over": "سُلّم العمل المفتوح",
  "Team added": "أُضيف الفريق",
};
