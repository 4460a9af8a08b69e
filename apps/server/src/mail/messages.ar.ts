import type { Catalog } from "@pp/domain";

/**
 * Arabic for the e-mails: subjects, greetings, sentences, fact labels and buttons. Keys are the English texts word
 * for word; `{name}` stands for a value (kept left to right inside the Arabic). The mail tests fail when a mail they
 * send has a text that is not here.
 */
export const MAIL_MESSAGES_AR: Catalog = {
  // The frame every mail shares.
  "Dear {name},": "عزيزي/عزيزتي {name}،",
  "Hello,": "مرحبًا،",
  "If the button does not open, copy this address into your browser:": "إذا لم يفتح الزر، انسخ هذا العنوان في متصفحك:",
  "Customer care {phone}": "علاقات العملاء {phone}",
  "This e-mail was sent by {insurer} through its partner portal. Never share a code or a link from it.":
    "أرسلت {insurer} هذه الرسالة عبر بوابة شركائها. لا تشارك أبدًا أي رمز أو رابط منها.",
  "Your insurance partner": "شريك التأمين الخاص بك",

  // A commission statement is issued (decision 062).
  "Your commission statement for {period}": "كشف العمولات الخاص بك لشهر {period}",
  "Total due {total}.": "إجمالي المستحق {total}.",
  "Your commission statement for {period} is issued. Its PDF and CSV are on the Commission page of the Partner Portal.":
    "صدر كشف العمولات الخاص بك لشهر {period}. يمكنك تنزيله من صفحة العمولات في بوابة الشركاء.",
  "Statement number": "رقم الكشف",
  "Opening balance": "الرصيد الافتتاحي",
  "Commission earned": "العمولة المستحقة",
  "Clawed back": "المسترد",
  "Total due": "إجمالي المستحق",
  "VAT (5%)": "ضريبة القيمة المضافة (5%)",
  "A refund recorded after this statement was issued will be on the next one.":
    "أي استرداد يُسجَّل بعد إصدار هذا الكشف سيظهر في الكشف التالي.",

  // The policy is issued.
  "Your renewed {product} policy {policyNo}": "وثيقة {product} المجددة الخاصة بك {policyNo}",
  "Your {product} policy {policyNo}": "وثيقة {product} الخاصة بك {policyNo}",
  "Policy {policyNo} covers {start} to {end}. Your documents are attached.":
    "تغطي الوثيقة {policyNo} الفترة من {start} إلى {end}. مستنداتك مرفقة.",
  "Thank you for your payment of {total} (premium {premium} plus VAT {vat}).":
    "شكرًا لدفعك مبلغ {total} (القسط {premium} مضافًا إليه ضريبة القيمة المضافة {vat}).",
  "Your policy {policyNo} (quotation {quotationNo}) covers {start} to {end}.":
    "تغطي وثيقتك {policyNo} (عرض السعر {quotationNo}) الفترة من {start} إلى {end}.",
  "Policy number": "رقم الوثيقة",
  Cover: "التغطية",
  Paid: "المدفوع",
  "Tax invoice": "الفاتورة الضريبية",
  "Attached are your payment receipt, your tax invoice {invoiceNo}, your policy schedule and the members' health cards.":
    "مرفق إيصال الدفع وفاتورتك الضريبية {invoiceNo} وجدول وثيقتك وبطاقات التأمين الصحي للأعضاء.",
  "Attached are your payment receipt, your policy schedule and the members' health cards.":
    "مرفق إيصال الدفع وجدول وثيقتك وبطاقات التأمين الصحي للأعضاء.",
  "The insured members' Emirates ID will be activated within 5 working days; use it as the health card.":
    "ستُفعَّل الهوية الإماراتية للأعضاء المؤمَّن عليهم خلال 5 أيام عمل؛ استخدمها بطاقةً صحية.",

  // A change of the policy: members removed, the policy cancelled.
  "Your {product} policy {policyNo} has changed": "تغيّرت وثيقة {product} الخاصة بك {policyNo}",
  "Your {product} policy {policyNo} is cancelled": "أُلغيت وثيقة {product} الخاصة بك {policyNo}",
  "Members were removed from policy {policyNo} from {date}.": "أُزيل أعضاء من الوثيقة {policyNo} اعتبارًا من {date}.",
  "Members were added to policy {policyNo} from {date}.": "أُضيف أعضاء إلى الوثيقة {policyNo} اعتبارًا من {date}.",
  "As you asked, the members listed on the attached schedule are covered by your policy {policyNo}; the new members are covered from {date}.":
    "بناءً على طلبك، الأعضاء المذكورون في الجدول المرفق مغطَّون بوثيقتك {policyNo}؛ ويُغطّى الأعضاء الجدد اعتبارًا من {date}.",
  "{amount} was paid for their cover to the end of the policy's term.":
    "دُفع مبلغ {amount} لتغطيتهم حتى نهاية مدة الوثيقة.",
  "Policy {policyNo} is cancelled from {date}.": "أُلغيت الوثيقة {policyNo} اعتبارًا من {date}.",
  "As you asked, the members listed on the attached schedule stay covered by your policy {policyNo}; the others are covered until the day before {date}.":
    "بناءً على طلبك، يبقى الأعضاء المذكورون في الجدول المرفق مغطَّين بوثيقتك {policyNo}؛ ويُغطّى الآخرون حتى اليوم السابق لتاريخ {date}.",
  "As you asked, your policy {policyNo} is cancelled from {date}: from that day it covers no one.":
    "بناءً على طلبك، أُلغيت وثيقتك {policyNo} اعتبارًا من {date}: لا تغطي أحدًا من ذلك اليوم.",
  "{amount} will be refunded to the card that paid for the policy.":
    "سيُسترد مبلغ {amount} إلى البطاقة التي دُفعت بها الوثيقة.",
  "{amount} will be refunded by the site that took your payment.": "سيُسترد مبلغ {amount} عبر الموقع الذي استلم دفعتك.",
  "Policy version": "إصدار الوثيقة",
  "Effective from": "ساري من",
  Refund: "الاسترداد",
  "Premium paid": "القسط المدفوع",
  "Attached is your tax invoice {number} for this change.": "مرفق فاتورتك الضريبية {number} لهذا التغيير.",
  "Attached is your tax credit note {number} for this change.": "مرفق إشعارك الدائن الضريبي {number} لهذا التغيير.",
  "Attached are your updated policy schedule and the members' health cards.":
    "مرفق جدول وثيقتك المحدّث وبطاقات التأمين الصحي للأعضاء.",
  "term plan": "خطة التأمين على الحياة لأجل",
  "PA plan": "خطة الحوادث الشخصية",

  // Quotations.
  "Your {product} quotation {quotationNo}": "عرض سعر {product} الخاص بك {quotationNo}",
  "Your {product} application {quotationNo} has been started. Here is what happens next.":
    "بدأ طلب {product} الخاص بك {quotationNo}. إليك ما يحدث بعد ذلك.",
  "{partner} has started a {product} application for you. Its reference is {quotationNo}.":
    "بدأ {partner} طلب {product} لك. مرجعه {quotationNo}.",
  "Quotation reference": "مرجع عرض السعر",
  "Started on": "تاريخ البدء",
  "What happens next": "ما يحدث بعد ذلك",
  "{partner} adds the people to insure and their documents.": "يضيف {partner} الأشخاص المراد تأمينهم ومستنداتهم.",
  "For H+ cover you also receive a link to answer the medical questions for each member and sign the declaration; the insurer's underwriter may then set terms.":
    "لتغطية \u2066H+\u2069 تتلقى أيضًا رابطًا للإجابة عن الأسئلة الطبية لكل عضو وتوقيع الإقرار؛ وقد يحدد مكتتب شركة التأمين بعد ذلك شروطًا.",
  "Before anything is paid you see the premium of each member: your partner can e-mail you the quotation and a link to pay by card.":
    "قبل دفع أي مبلغ ترى قسط كل عضو: يمكن لشريكك أن يرسل إليك عرض السعر بالبريد الإلكتروني ورابطًا للدفع بالبطاقة.",
  "Once the premium is paid, the policy, its tax invoice and the members' health cards are e-mailed to you.":
    "بمجرد دفع القسط، تُرسل إليك بالبريد الإلكتروني الوثيقة وفاتورتها الضريبية وبطاقات التأمين الصحي للأعضاء.",
  "To continue later": "للمتابعة لاحقًا",
  "Give {partner} the reference {quotationNo} with the mobile number and the e-mail address the application was started with: they retrieve it in the partner portal (Quotation Retrieval) and continue where it was left.":
    "أعطِ {partner} المرجع {quotationNo} مع رقم الهاتف المتحرك وعنوان البريد الإلكتروني اللذين بدأ بهما الطلب: فيسترجعه في بوابة الشركاء (استرجاع عرض السعر) ويتابع من حيث توقف.",
  "Nothing is charged until you pay the premium.": "لا يُحصَّل أي مبلغ حتى تدفع القسط.",
  "Your quotation {quotationNo}, valid for {days} days, is attached.":
    "عرض السعر {quotationNo} الصالح لمدة {days} يومًا مرفق.",
  "{partner} has prepared the attached quotation {quotationNo} for your {product}.":
    "أعدّ {partner} عرض السعر المرفق {quotationNo} لـ{product} الخاص بك.",
  "It holds for {days} days for the members and the plan it lists.":
    "يسري لمدة {days} يومًا للأعضاء والخطة الواردين فيه.",
  "Reply to {partner} to go ahead": "رُدّ على {partner} للمتابعة",
  "Your insurance partner will complete the application with you.": "سيُكمل شريك التأمين الطلب معك.",

  // Payment links and invitations.
  "Pay for your health insurance ({quotationNo})": "ادفع قيمة تأمينك الصحي ({quotationNo})",
  "{amount} due for {quotationNo}: pay by card within {days} days.":
    "مبلغ {amount} مستحق عن {quotationNo}: ادفع بالبطاقة خلال {days} أيام.",
  "{partner} has prepared your health insurance application {quotationNo}.":
    "أعدّ {partner} طلب تأمينك الصحي {quotationNo}.",
  Application: "الطلب",
  "Amount due (including 5% VAT)": "المبلغ المستحق (شاملًا ضريبة القيمة المضافة 5%)",
  "Review and pay by card": "راجع وادفع بالبطاقة",
  "The link works for {days} days. Do not share it: anyone with it can see the application.":
    "يعمل الرابط لمدة {days} أيام. لا تشاركه: يستطيع أي شخص يملكه الاطلاع على الطلب.",
  "Pay for your {product} health insurance ({reference})": "ادفع قيمة تأمينك الصحي {product} ({reference})",
  "Renew your {product} health insurance ({reference})": "جدّد تأمينك الصحي {product} ({reference})",
  "Your {product} plan application": "طلب خطة {product} الخاص بك",
  "{partner} has prepared your {product} health insurance application {reference}. Review and pay it by card within {days} days.":
    "أعدّ {partner} طلب تأمينك الصحي {product} رقم {reference}. راجعه وادفعه بالبطاقة خلال {days} أيام.",
  "{partner} invites you to renew your {product} health insurance policy {reference}. Check your details and renew within {days} days.":
    "يدعوك {partner} إلى تجديد وثيقة تأمينك الصحي {product} رقم {reference}. تحقق من بياناتك وجدّد خلال {days} أيام.",
  "{partner} invites you to apply for a {product} plan. Complete your application within {days} days.":
    "يدعوك {partner} إلى التقدم بطلب خطة {product}. أكمل طلبك خلال {days} أيام.",
  "Review and pay": "راجع وادفع",
  "Renew your policy": "جدّد وثيقتك",
  "Complete your application": "أكمل طلبك",
  "If the link has expired, ask your insurance partner to send a new one.":
    "إذا انتهت صلاحية الرابط، فاطلب من شريك التأمين إرسال رابط جديد.",

  // Video calls.
  "Cancelled: Video call with {partner} on {when}": "أُلغيت: مكالمة فيديو مع {partner} في {when}",
  "Video call with {partner} on {when}": "مكالمة فيديو مع {partner} في {when}",
  "The video call on {when} is cancelled.": "أُلغيت مكالمة الفيديو المقررة في {when}.",
  "{partner} has cancelled the video call on {when}. The attached calendar entry removes it from your calendar.":
    "ألغى {partner} مكالمة الفيديو المقررة في {when}. يزيلها موعد التقويم المرفق من تقويمك.",
  "A {minutes}-minute video call on {when}.": "مكالمة فيديو مدتها {minutes} دقيقة في {when}.",
  "{partner} invites you to a {minutes}-minute video call on {when}.":
    "يدعوك {partner} إلى مكالمة فيديو مدتها {minutes} دقيقة في {when}.",
  When: "الموعد",
  Length: "المدة",
  "Join the call": "انضم إلى المكالمة",
  "Note from {partner}: {note}": "ملاحظة من {partner}: {note}",
  "The attached calendar entry adds the call to your calendar.": "يضيف موعد التقويم المرفق المكالمة إلى تقويمك.",

  // The applicant's declaration (H+).
  "Please review and sign your health declaration for {quotationNo}":
    "يرجى مراجعة إقرارك الصحي لـ{quotationNo} وتوقيعه",
  "Check the members and answer the medical questions for {quotationNo}.":
    "تحقق من الأعضاء وأجب عن الأسئلة الطبية لـ{quotationNo}.",
  "{partner} is preparing your H+ health insurance application {quotationNo}. Please open the link below, check the members and answer the medical questions for each of them, then sign the declaration with your name.":
    "يُعدّ {partner} طلب تأمينك الصحي \u2066H+\u2069 رقم {quotationNo}. يرجى فتح الرابط أدناه، والتحقق من الأعضاء، والإجابة عن الأسئلة الطبية لكل منهم، ثم توقيع الإقرار باسمك.",
  "Review and sign your declaration": "راجع إقرارك ووقّعه",
  "The link works until {date} ({days} days). Do not share it: anyone with it can see the application.":
    "يعمل الرابط حتى {date} ({days} أيام). لا تشاركه: يستطيع أي شخص يملكه الاطلاع على الطلب.",

  // Renewals.
  "Your health insurance policy {policyNo} expires on {date}": "تنتهي وثيقة تأمينك الصحي {policyNo} في {date}",
  "Renew policy {policyNo} before {date}: {amount} for a year's cover.":
    "جدّد الوثيقة {policyNo} قبل {date}: {amount} لتغطية سنة.",
  "Your policy {policyNo} expires on {date}, in {days} days. Renew it online in a few minutes: the link below opens your policy's renewal, and you confirm it with the insured member's date of birth.":
    "تنتهي وثيقتك {policyNo} في {date}، بعد {days} يومًا. جدّدها عبر الإنترنت في دقائق: يفتح الرابط أدناه تجديد وثيقتك، وتؤكده بتاريخ ميلاد العضو المؤمَّن عليه.",
  "Expires on": "تنتهي في",
  "Amount due to renew (including VAT)": "المبلغ المستحق للتجديد (شاملًا ضريبة القيمة المضافة)",
  "The amount is for the members on your policy today, at their ages when the new cover starts; you can remove members before paying.":
    "المبلغ للأعضاء المشمولين بوثيقتك اليوم، بأعمارهم عند بدء التغطية الجديدة؛ ويمكنك حذف أعضاء قبل الدفع.",
  "Do not share the link: it opens your policy's renewal (the date of birth is still asked).":
    "لا تشارك الرابط: فهو يفتح تجديد وثيقتك (ويبقى تاريخ الميلاد مطلوبًا).",
  "Your code to see your policy's details": "رمزك للاطلاع على تفاصيل وثيقتك",
  "Your code for policy {policyNo}, valid for {minutes} minutes.":
    "رمزك للوثيقة {policyNo}، صالح لمدة {minutes} دقائق.",
  "Someone renewing policy {policyNo} asked to see its full details or to change its contact details. Enter this code on the renewal page within {minutes} minutes:":
    "طلب شخص يجدّد الوثيقة {policyNo} الاطلاع على تفاصيلها كاملة أو تغيير بيانات التواصل فيها. أدخل هذا الرمز في صفحة التجديد خلال {minutes} دقائق:",
  "Your code": "رمزك",
  "If it was not you, do not share the code with anyone: without it, the policy's details stay hidden. You may want to tell your insurance partner.":
    "إذا لم تكن أنت، فلا تشارك الرمز مع أحد: فبدونه تبقى تفاصيل الوثيقة مخفية. وقد ترغب في إبلاغ شريك التأمين.",

  // Partners' accounts.
  "Sign-in to your Partner Portal account is paused": "تم إيقاف تسجيل الدخول إلى حسابك في بوابة الشركاء مؤقتًا",
  "Sign-in is paused for {wait} after many failed attempts.":
    "تم إيقاف تسجيل الدخول لمدة {wait} بعد محاولات فاشلة كثيرة.",
  "There were {count} or more failed attempts to sign in as {userId} in the last {hours} hours, from more than one place. To protect your account, sign-in is paused for {wait}.":
    "جرت {count} محاولات فاشلة أو أكثر لتسجيل الدخول باسم {userId} خلال آخر {hours} ساعة، من أكثر من مكان. ولحماية حسابك، أُوقف تسجيل الدخول لمدة {wait}.",
  "If this was not you, someone may be trying to guess your password. Reset it now; the reset also lifts the pause, so you can sign in straight away.":
    "إذا لم تكن أنت، فقد يحاول أحدهم تخمين كلمة مرورك. أعد تعيينها الآن؛ فإعادة التعيين ترفع الإيقاف أيضًا، فتتمكن من الدخول فورًا.",
  "Reset your password": "أعد تعيين كلمة المرور",
  "Several wrong sign-in codes were entered for your Partner Portal account":
    "أُدخلت عدة رموز دخول خاطئة لحسابك في بوابة الشركاء",
  "Sign-in codes are refused for {wait}.": "تُرفض رموز الدخول لمدة {wait}.",
  "Several wrong two-factor codes were entered for {userId}, so codes are refused for {wait}. Codes are only asked after the right password.":
    "أُدخلت عدة رموز تحقق ثنائي خاطئة لـ{userId}، لذا تُرفض الرموز لمدة {wait}. ولا تُطلب الرموز إلا بعد كلمة المرور الصحيحة.",
  "If this was not you, someone knows your password. Reset it now.":
    "إذا لم تكن أنت، فهناك من يعرف كلمة مرورك. أعد تعيينها الآن.",
  "Reset your Partner Portal password": "أعد تعيين كلمة مرورك في بوابة الشركاء",
  "Choose a new password within {minutes} minutes.": "اختر كلمة مرور جديدة خلال {minutes} دقيقة.",
  "We received a request to reset the password of your Partner Portal account.":
    "تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك في بوابة الشركاء.",
  "Open this link within {minutes} minutes to choose a new password.":
    "افتح هذا الرابط خلال {minutes} دقيقة لاختيار كلمة مرور جديدة.",
  "Choose a new password": "اختر كلمة مرور جديدة",
  "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.":
    "يعمل الرابط مرة واحدة. إذا لم تطلبه، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.",

  // An invitation to a partner's team (decision 060).
  "Join {partner} on the Partner Portal": "انضم إلى {partner} في بوابة الشركاء",
  "Choose your password within {hours} hours.": "اختر كلمة المرور خلال {hours} ساعة.",
  "{inviter} invited you to work for {partner} on the Partner Portal.":
    "دعاك {inviter} للعمل لدى {partner} في بوابة الشركاء.",
  "Open this link within {hours} hours to choose your password and set up two-factor sign-in with an authenticator app on your phone.":
    "افتح هذا الرابط خلال {hours} ساعة لاختيار كلمة المرور وإعداد تسجيل الدخول بخطوتين بتطبيق مصادقة على هاتفك.",
  "Your user id": "اسم المستخدم الخاص بك",
  "Your role": "دورك",
  "Accept the invitation": "اقبل الدعوة",
  "The link works once. If you did not expect this invitation, ignore this e-mail.":
    "يعمل الرابط مرة واحدة. إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.",

  // A user told what an owner changed about them (decision 060).
  "Your role at {partner} changed": "تغيّر دورك لدى {partner}",
  "{owner} changed your role, team or products at {partner} on the Partner Portal.":
    "غيّر {owner} دورك أو فريقك أو منتجاتك لدى {partner} في بوابة الشركاء.",
  "The change applies from your next page: if the portal is open, reload it to see what you may now do.":
    "يسري التغيير من صفحتك التالية: إذا كانت البوابة مفتوحة، فأعد تحميلها لترى ما يمكنك فعله الآن.",
  "Your access to {partner} was turned off": "أُوقف وصولك إلى {partner}",
  "{owner} turned off your access to {partner} on the Partner Portal. You cannot sign in, and every session of yours has ended.":
    "أوقف {owner} وصولك إلى {partner} في بوابة الشركاء. لا يمكنك تسجيل الدخول، وانتهت كل جلساتك.",
  "If you think this is a mistake, ask an owner of {partner}.": "إذا كنت تعتقد أن هذا خطأ، فاسأل أحد مالكي {partner}.",
  "Your access to {partner} is back": "عاد وصولك إلى {partner}",
  "{owner} turned your access to {partner} on the Partner Portal back on.":
    "أعاد {owner} تفعيل وصولك إلى {partner} في بوابة الشركاء.",
  "Sign in with your user id and password.": "سجّل الدخول باسم المستخدم وكلمة المرور.",
  "Your two-factor sign-in at {partner} was reset": "أُعيد تعيين تسجيل الدخول بخطوتين لدى {partner}",
  "{owner} reset your two-factor sign-in at {partner} on the Partner Portal, and every session of yours has ended.":
    "أعاد {owner} تعيين تسجيل الدخول بخطوتين الخاص بك لدى {partner} في بوابة الشركاء، وانتهت كل جلساتك.",
  "Sign in again and set up your authenticator app: the portal shows a new code to scan with it.":
    "سجّل الدخول مجددًا وأعدّ تطبيق المصادقة: تعرض البوابة رمزًا جديدًا لتمسحه به.",
  "Your role was": "كان دورك",
  "Your role now": "دورك الآن",
  "Your team was": "كان فريقك",
  "Your team now": "فريقك الآن",
  "No team": "بلا فريق",
  None: "لا شيء",
  "What you may use now": "ما يمكنك استخدامه الآن",
  "Sign in": "تسجيل الدخول",
  "You receive this e-mail because an owner of {partner} changed your account.":
    "تصلك هذه الرسالة لأن أحد مالكي {partner} غيّر حسابك.",

  // Underwriting decisions (H+).
  "Underwriting decision on {quotationNo}: {decision}": "قرار الاكتتاب بشأن {quotationNo}: {decision}",
  "{quotationNo} of {sponsor}: {decision}.": "{quotationNo} الخاص بـ{sponsor}: {decision}.",
  "The underwriter has decided on the H+ application {quotationNo} of {sponsor}: {decision}.":
    "أصدر المكتتب قراره بشأن طلب \u2066H+\u2069 رقم {quotationNo} الخاص بـ{sponsor}: {decision}.",
  "Accepted with terms": "مقبول بشروط",
  "accepted with terms": "مقبول بشروط",
  accepted: "مقبول",
  declined: "مرفوض",
  "more information asked": "طُلبت معلومات إضافية",
  "Terms:": "الشروط:",
  "- {member}: premium loading {percent}%; exclusion: {exclusion}":
    "- {member}: تحميل على القسط {percent}%؛ استثناء: {exclusion}",
  "- {member}: premium loading {percent}%": "- {member}: تحميل على القسط {percent}%",
  "- {member}: exclusion: {exclusion}": "- {member}: استثناء: {exclusion}",
  "Underwriter's note: {note}": "ملاحظة المكتتب: {note}",
  "The application can be paid now: open it from the Approval page and go to Payment.":
    "يمكن دفع الطلب الآن: افتحه من صفحة الموافقات وانتقل إلى الدفع.",
  "Review the terms with the customer, then accept them on the application's underwriting review; it can be paid after that.":
    "راجع الشروط مع العميل، ثم اقبلها في مراجعة الاكتتاب للطلب؛ ويمكن دفعه بعد ذلك.",
  "Update the application with what the underwriter asks for (answers or documents) and finalize it again; it then returns to the underwriter.":
    "حدّث الطلب بما يطلبه المكتتب (إجابات أو مستندات) ثم اعتمده مجددًا؛ فيعود بعدها إلى المكتتب.",
  "The application is closed and cannot be paid.": "أُغلق الطلب ولا يمكن دفعه.",
  "Open the approvals": "افتح الموافقات",

  // Payments that need the partner.
  "{reason}: quotation {quotationNo}": "{reason}: عرض السعر {quotationNo}",
  "Refund due": "استرداد مستحق",
  "Partial payment": "دفعة جزئية",
  "Payment held": "دفعة معلّقة",
  "{amount} was approved for {quotationNo} but no policy was issued.":
    "تمت الموافقة على {amount} لـ{quotationNo} لكن لم تصدر أي وثيقة.",
  "The bank answered a payment of {amount} (transaction {transaction}) for quotation {quotationNo} of {sponsor} with an approval, but no policy was issued for it: {why}":
    "وافق البنك على دفعة بمبلغ {amount} (المعاملة {transaction}) لعرض السعر {quotationNo} الخاص بـ{sponsor}، لكن لم تصدر عنها أي وثيقة: {why}",
  "the quotation had already been paid by an earlier payment. Please refund this second payment to the customer's card.":
    "كان عرض السعر قد دُفع بدفعة سابقة. يرجى رد هذه الدفعة الثانية إلى بطاقة العميل.",
  "the card was approved for only part of the amount. Please have the approved part reversed or refunded; the customer was asked to pay again in full.":
    "وافقت البطاقة على جزء من المبلغ فقط. يرجى عكس الجزء الموافق عليه أو رده؛ وقد طُلب من العميل الدفع مجددًا كاملًا.",
  "the quotation was changed after this payment started, so the amount paid no longer matches what it covers. Please contact the customer to issue the policy for the amount paid or refund it.":
    "تغيّر عرض السعر بعد بدء هذه الدفعة، فلم يعد المبلغ المدفوع يطابق ما يغطيه. يرجى التواصل مع العميل لإصدار الوثيقة بالمبلغ المدفوع أو رده.",
  Amount: "المبلغ",
  Transaction: "المعاملة",
  Customer: "العميل",
  "The payment is listed under Payments in the quotation's detail page.":
    "تظهر الدفعة ضمن المدفوعات في صفحة تفاصيل عرض السعر.",

  // The confirmation of an opt-in to marketing, with the link that withdraws it.
  "You asked to hear about offers": "طلبت تلقي العروض",
  "{insurer} may now e-mail you about its offers. You can stop this at any time.":
    "يمكن لـ {insurer} الآن مراسلتك بالبريد الإلكتروني بشأن عروضها. ويمكنك إيقاف ذلك في أي وقت.",
  "You ticked the box to receive offers and news by e-mail from {insurer} when you renewed your policy. This changes nothing about your policy.":
    "حدّدت خانة تلقي العروض والأخبار بالبريد الإلكتروني من {insurer} عند تجديد وثيقتك. ولا يغيّر ذلك شيئًا في وثيقتك.",
  "Stop marketing e-mails": "إيقاف رسائل التسويق",
  "The link works as long as you need it. Every marketing e-mail will also say how to stop them.":
    "يبقى الرابط صالحًا ما دمت تحتاج إليه. وستوضح كل رسالة تسويقية أيضًا كيفية إيقافها.",
};
