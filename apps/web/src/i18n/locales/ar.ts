/**
 * Arabic for the texts of the web's journey folders not yet on the catalogs (decision 065). Keys are the English texts
 * word for word (also the ids the code passes to `t`); `{name}` stands for a value filled in where the text is shown.
 * The domain's validation messages have their own catalog in the domain package. A test fails when a text the app
 * shows has no entry here, or an entry is no longer used.
 */
export const UI_MESSAGES_AR: Record<string, string> = {
  // Texts the first pages no longer show, still shown by screens not yet on the catalogs.
  "Privacy notice": "إشعار الخصوصية",
  // Sign-in, password reset and two-factor sign-in.

  // Shared controls and frames.
  "Start new application": "ابدأ طلبًا جديدًا",
  "The policy documents are e-mailed to": "تُرسل مستندات الوثيقة بالبريد الإلكتروني إلى",
  "Health information": "معلومات صحية",
  "Please Wait...": "يرجى الانتظار...",
  Continue: "متابعة",
  Back: "رجوع",
  "Go Back": "رجوع",
  Yes: "نعم",
  No: "لا",
  Details: "التفاصيل",
  "Fields marked with * are required": "الحقول المعلّمة بـ * مطلوبة",
  Sponsor: "الكفيل",
  TPA: "جهة إدارة المطالبات (TPA)",
  Plan: "الخطة",
  "E-mail": "البريد الإلكتروني",
  "Mobile number": "رقم الهاتف المتحرك",
  "Date of birth": "تاريخ الميلاد",
  "Emirates ID number": "رقم الهوية الإماراتية",
  "Passport number": "رقم جواز السفر",
  "6 to 15 letters and digits": "من 6 إلى 15 حرفًا ورقمًا",
  "Policy number": "رقم الوثيقة",
  "Policy Details": "تفاصيل الوثيقة",
  Payment: "الدفع",
  Renewal: "التجديد",

  // Premiums and payment.
  "Amount due": "المبلغ المستحق",
  "You pay by card on the secure payment page of the bank, then come back here.":
    "تدفع بالبطاقة على صفحة الدفع الآمنة للبنك، ثم تعود إلى هنا.",
  "Loading the amount due": "جارٍ تحميل المبلغ المستحق",
  "Transaction ID": "رقم المعاملة",
  "Payment Value in AED": "قيمة الدفعة بالدرهم",
  "The payment answer did not name a transaction.": "لم يذكر رد الدفع رقم معاملة.",

  // The customer's renewal.
  "Your renewal": "تجديدك",
  "Renewal steps": "خطوات التجديد",
  "Renew your existing policy": "جدّد وثيقتك الحالية",
  "Choose how to search: the number and the date of birth of an insured member are asked next.":
    "اختر طريقة البحث: سيُطلب بعدها رقم أحد الأعضاء المؤمَّن عليهم وتاريخ ميلاده.",
  "Search by": "البحث بواسطة",
  "As shown on the policy schedule": "كما يظهر في جدول الوثيقة",
  "Search & Proceed": "بحث ومتابعة",
  "Search for your policy": "ابحث عن وثيقتك",
  "Search for another policy": "ابحث عن وثيقة أخرى",
  "Loading the policy": "جارٍ تحميل الوثيقة",
  "The policy could not be loaded. Please try again.": "تعذّر تحميل الوثيقة. يرجى المحاولة مرة أخرى.",
  "Your policy": "وثيقتك",
  "The customer's policy": "وثيقة العميل",
  "Current period": "الفترة الحالية",
  "Expires on": "تنتهي في",
  "This policy has already been renewed.": "تم تجديد هذه الوثيقة بالفعل.",
  "Renew this policy": "جدّد هذه الوثيقة",
  "New period": "الفترة الجديدة",
  "Renewal quotation": "عرض سعر التجديد",
  "Renewal quotation number": "رقم عرض سعر التجديد",
  "Renewal quotation number:": "رقم عرض سعر التجديد:",
  "Insured Member Details": "تفاصيل الأعضاء المؤمَّن عليهم",
  "Untick a member who should not be insured any more. At least one member stays insured.":
    "أزل العلامة عن العضو الذي لا يجب تأمينه بعد الآن. يبقى عضو واحد على الأقل مؤمَّنًا عليه.",
  "Keep insured": "إبقاء التأمين",
  "Keep insured: {name}": "إبقاء التأمين: {name}",
  "Insured as": "مؤمَّن عليه بصفة",
  "Age at renewal": "العمر عند التجديد",
  "Current premium": "القسط الحالي",
  "Renewal premium": "قسط التجديد",
  "Contact details": "بيانات الاتصال",
  "The renewed policy and the payment receipt are sent to this e-mail address. Correct it if it has changed.":
    "تُرسل الوثيقة المجددة وإيصال الدفع إلى عنوان البريد الإلكتروني هذا. صحّحه إذا تغيّر.",
  "The renewed policy and the payment receipt are sent to the e-mail address on file. For your security some details are hidden; you can renew and pay without them.":
    "تُرسل الوثيقة المجددة وإيصال الدفع إلى البريد الإلكتروني المسجل. لحمايتك، بعض التفاصيل مخفية؛ ويمكنك التجديد والدفع دونها.",
  "Show full details / change contact details": "عرض التفاصيل الكاملة / تغيير بيانات الاتصال",
  "To see the full details or change the contact details, confirm with a code we e-mail to {email}.":
    "لعرض التفاصيل الكاملة أو تغيير بيانات الاتصال، أكّد برمز نرسله بالبريد الإلكتروني إلى {email}.",
  "This policy can be renewed from {date}. Please come back on or after that date; there is nothing to pay now.":
    "يمكن تجديد هذه الوثيقة اعتبارًا من {date}. يرجى العودة في ذلك التاريخ أو بعده؛ لا يوجد ما يُدفع الآن.",
  "This policy expired on {date} and can no longer be renewed online. Ask your insurance partner for a new application, or contact customer relations (details below).":
    "انتهت هذه الوثيقة في {date} ولم يعد من الممكن تجديدها عبر الإنترنت. اطلب من شريك التأمين طلبًا جديدًا، أو تواصل مع علاقات العملاء (التفاصيل أدناه).",
  "Sending a code to {email}…": "جارٍ إرسال رمز إلى {email}…",
  "We sent a 6-digit code to {email}. Enter it below within {minutes} minutes.":
    "أرسلنا رمزًا مكوّنًا من 6 أرقام إلى {email}. أدخله أدناه خلال {minutes} دقائق.",
  "You are signed in as {name}. A renewal is recorded for the partner who sold the policy: your own customers' policies show in full, other policies masked as the customer sees them.":
    "أنت مسجل الدخول باسم {name}. يُسجَّل التجديد للشريك الذي باع الوثيقة: تظهر وثائق عملائك كاملة، وتظهر الوثائق الأخرى مخفية كما يراها العميل.",
  "Enter the insured member's date of birth to renew policy {policyNo}.":
    "أدخل تاريخ ميلاد العضو المؤمَّن عليه لتجديد الوثيقة {policyNo}.",
  "Policy {policyNo}, renewed for {from} – {to}": "الوثيقة {policyNo}، مجددة للفترة {from} – {to}",
  "Insured members: {count}": "عدد الأعضاء المؤمَّن عليهم: {count}",
  "Confirm with the e-mailed code": "أكّد بالرمز المرسل بالبريد الإلكتروني",
  "Confirm code": "تأكيد الرمز",
  "Send a new code": "إرسال رمز جديد",
  "The code could not be sent. Please try again.": "تعذّر إرسال الرمز. يرجى المحاولة مرة أخرى.",
  "The code could not be checked. Please try again.": "تعذّر التحقق من الرمز. يرجى المحاولة مرة أخرى.",
  "The renewal could not be saved. Please try again.": "تعذّر حفظ التجديد. يرجى المحاولة مرة أخرى.",
  "You are renewing this policy for your customer. The renewed policy, the receipt and the tax invoice are e-mailed to the sponsor.":
    "أنت تجدد هذه الوثيقة لعميلك. تُرسل الوثيقة المجددة والإيصال والفاتورة الضريبية بالبريد الإلكتروني إلى الكفيل.",
  Declaration: "الإقرار",
  "Loading the questions": "جارٍ تحميل الأسئلة",
  "The questions could not be loaded. Please try again.": "تعذّر تحميل الأسئلة. يرجى المحاولة مرة أخرى.",
  "Answer each question for every member who stays insured. If an answer is not the usual one, tell us more about it.":
    "أجب عن كل سؤال لكل عضو يبقى مؤمَّنًا عليه. إذا لم تكن الإجابة هي المعتادة، فأخبرنا بالمزيد عنها.",
  "The answers could not be saved. Please try again.": "تعذّر حفظ الإجابات. يرجى المحاولة مرة أخرى.",
  "Go to Policy Details": "انتقل إلى تفاصيل الوثيقة",
  "Go to the declaration questions": "انتقل إلى أسئلة الإقرار",
  "Loading the renewal": "جارٍ تحميل التجديد",
  "The renewal could not be loaded. Please try again.": "تعذّر تحميل التجديد. يرجى المحاولة مرة أخرى.",
  "Review the renewal": "راجع التجديد",
  "Review your renewal": "راجع تجديدك",
  "Check every detail before you confirm. Use Edit to change a part.":
    "تحقّق من كل التفاصيل قبل التأكيد. استخدم تعديل لتغيير أي جزء.",
  "Insured members": "الأعضاء المؤمَّن عليهم",
  "insured members": "الأعضاء المؤمَّن عليهم",
  "contact details": "بيانات الاتصال",
  "the answers for {name}": "إجابات {name}",
  "Declaration answers": "إجابات الإقرار",
  "details given (hidden until the full details are shown)": "تم تقديم التفاصيل (مخفية حتى عرض التفاصيل الكاملة)",
  "This renewal has been paid.": "تم دفع هذا التجديد.",
  "This renewal has already been paid.": "تم دفع هذا التجديد بالفعل.",
  "This renewal is confirmed and ready for payment.": "تم تأكيد هذا التجديد وهو جاهز للدفع.",
  "I confirm that the information given is accurate and complete, and I consent to the processing of the insured members' personal data to renew this policy.":
    "أؤكد أن المعلومات المقدمة دقيقة وكاملة، وأوافق على معالجة البيانات الشخصية للأعضاء المؤمَّن عليهم لتجديد هذه الوثيقة.",
  "Answer the declaration questions before you confirm.": "أجب عن أسئلة الإقرار قبل التأكيد.",
  "Confirm the declaration before paying: it must be confirmed after the last change.":
    "أكّد الإقرار قبل الدفع: يجب تأكيده بعد آخر تغيير.",
  "Required to finalize the renewal.": "مطلوب لاعتماد التجديد.",
  "The renewal could not be confirmed. Please try again.": "تعذّر تأكيد التجديد. يرجى المحاولة مرة أخرى.",
  "Continue to payment": "متابعة إلى الدفع",
  "Go to the review": "انتقل إلى المراجعة",
  "The payment could not be started. Please try again.": "تعذّر بدء الدفع. يرجى المحاولة مرة أخرى.",
  "The payment could not be completed. The policy was not renewed.": "تعذّر إتمام الدفع. لم يتم تجديد الوثيقة.",
  "The bank is reviewing your payment. The policy is renewed as soon as the payment is approved; refresh to see the latest status.":
    "يراجع البنك دفعتك. تُجدَّد الوثيقة فور الموافقة على الدفع؛ حدّث الصفحة لرؤية آخر حالة.",
  "The payment was successful and the policy has been renewed as {policyNo}.":
    "تمت عملية الدفع بنجاح وجُدّدت الوثيقة برقم {policyNo}.",
  "The payment was successful. The renewed policy is being issued.":
    "تمت عملية الدفع بنجاح. يجري إصدار الوثيقة المجددة.",
  "Your payment was successful and your policy has been renewed as {policyNo}.":
    "تمت عملية الدفع بنجاح وجُدّدت وثيقتك برقم {policyNo}.",
  "Your payment was successful. Your renewed policy is being issued.":
    "تمت عملية الدفع بنجاح. يجري إصدار وثيقتك المجددة.",
  "The members' Emirates IDs will be activated within 5 working days. They use them as their health cards at hospitals and clinics.":
    "ستُفعَّل الهويات الإماراتية للأعضاء خلال 5 أيام عمل. يستخدمونها بطاقاتٍ صحية في المستشفيات والعيادات.",
  "Your Emirates ID will be activated within 5 working days. Use it as your health card at hospitals and clinics.":
    "ستُفعَّل هويتك الإماراتية خلال 5 أيام عمل. استخدمها بطاقةً صحية في المستشفيات والعيادات.",

  // Medical declarations and underwriting.
  "Not answered yet.": "لم تتم الإجابة بعد.",

  // The public landing page.

  // The partner's shell: top bar, menu and home page.

  // Step 1 of a new application: the sponsor.

  // The top bar's search.
  "Search policies and quotations": "ابحث في الوثائق وعروض الأسعار",
  "Policy, quotation, name, Emirates ID, mobile": "وثيقة، عرض سعر، اسم، هوية إماراتية، هاتف متحرك",
  "Close search": "إغلاق البحث",
  "Search results": "نتائج البحث",
  "Searching…": "جارٍ البحث…",
  "Change the search or try again.": "غيّر البحث أو حاول مرة أخرى.",
  'Nothing of yours matches "{q}". Try a policy or quotation number, a name or an Emirates ID.':
    "لا شيء من سجلاتك يطابق «{q}». جرّب رقم وثيقة أو عرض سعر، أو اسمًا أو هوية إماراتية.",
  "More records match: showing the newest. Type more to narrow the search.":
    "تطابق سجلات أكثر: تظهر الأحدث. اكتب المزيد لتضييق البحث.",
  "{count} found": "النتائج: {count}",
  "Quotation {number} · {status}": "عرض السعر {number} · {status}",
  "Policy {number} · {state}": "الوثيقة {number} · {state}",
  Open: "فتح",
  Resume: "متابعة",
  Schedule: "الجدول",
  "Send payment link": "إرسال رابط الدفع",
  "Open quotation {number}": "فتح عرض السعر {number}",
  "Open policy {number}": "فتح الوثيقة {number}",
  "Resume quotation {number}": "متابعة عرض السعر {number}",
  "Resume quotation {number} at {step}": "متابعة عرض السعر {number} عند {step}",
  "Send the payment link of quotation {number}": "إرسال رابط دفع عرض السعر {number}",
  "Schedule of policy {number} (PDF, opens in a new tab)": "جدول الوثيقة {number} (PDF، يفتح في علامة تبويب جديدة)",

  // What the insurer discloses: the footer, the complaints procedure and the privacy notice.
  "How to make a complaint": "كيف تقدّم شكوى",
  "{insurer} carries the risk of every policy sold through this portal; the insurance partner who sold yours is its intermediary. You may complain about either to the insurer.":
    "تتحمل {insurer} مخاطر كل وثيقة تُباع عبر هذه البوابة؛ وشريك التأمين الذي باعك وثيقتك وسيط لها. يمكنك تقديم شكوى بشأن أيٍّ منهما إلى شركة التأمين.",
  "1. Tell us": "1. أخبرنا",
  "Call customer relations on {phone} or write to {email}, with your policy or quotation number.":
    "اتصل بعلاقات العملاء على {phone} أو اكتب إلى {email}، مع ذكر رقم وثيقتك أو عرض السعر.",
  "2. What we do": "2. ما نقوم به",
  "We confirm that we have your complaint within 2 working days, tell you who is handling it, and give you our answer within 15 working days. If we need longer, we tell you why and when to expect it.":
    "نؤكد استلام شكواك خلال يومي عمل، ونبلغك بمن يتولاها، ونرد عليك خلال 15 يوم عمل. وإذا احتجنا وقتًا أطول، نخبرك بالسبب وبموعد الرد المتوقع.",
  "3. If you are not satisfied": "3. إذا لم تكن راضيًا",
  "If our answer does not settle your complaint, or you have none after 15 working days, you may take it to Sanadak, the UAE's independent unit for complaints about insurance and banking.":
    "إذا لم يحسم ردّنا شكواك، أو لم يصلك رد بعد 15 يوم عمل، يمكنك رفعها إلى «سندك»، الوحدة المستقلة في الإمارات لشكاوى التأمين والخدمات المصرفية.",
  "Insurer: {insurer}, registration no. {number}, {address}.":
    "شركة التأمين: {insurer}، رقم التسجيل {number}، {address}.",
  "{insurer} decides how the personal data entered in this portal is used, and is responsible for it. Insurance partners enter and see it only to sell and service your policy.":
    "تحدد {insurer} كيفية استخدام البيانات الشخصية المدخلة في هذه البوابة وتتحمل مسؤوليتها. ولا يدخلها شركاء التأمين ولا يطّلعون عليها إلا لبيع وثيقتك وخدمتها.",
  "What we hold and why": "ما نحتفظ به ولماذا",
  "Names, dates of birth, nationality, Emirates ID, passport and visa details: to identify each insured person, as UAE health insurance rules require.":
    "الأسماء وتواريخ الميلاد والجنسية والهوية الإماراتية وبيانات جواز السفر والتأشيرة: لتحديد هوية كل شخص مؤمَّن عليه، كما تشترط قواعد التأمين الصحي في الإمارات.",
  "Contact details: to send quotations, payment links, policy documents and renewal reminders.":
    "بيانات الاتصال: لإرسال عروض الأسعار وروابط الدفع ومستندات الوثيقة وتذكيرات التجديد.",
  "Health answers: to underwrite and administer the insurance, with your consent given in the declaration.":
    "الإجابات الصحية: لاكتتاب التأمين وإدارته، بموافقتك المقدمة في الإقرار.",
  "Payments: the amount, the result and a reference; card numbers are entered on the bank's page and never reach us.":
    "المدفوعات: المبلغ والنتيجة ورقم مرجعي؛ تُدخل أرقام البطاقات في صفحة البنك ولا تصل إلينا أبدًا.",
  "Who else sees it": "من يطّلع عليها أيضًا",
  "The claims administrator (TPA) of your plan, the health authorities that register insured persons, and the bank that takes the payment, each only for its part.":
    "جهة إدارة المطالبات (TPA) لخطتك، والجهات الصحية التي تسجّل المؤمَّن عليهم، والبنك الذي يستلم الدفعة، كلٌّ في حدود دوره فقط.",
  "How long": "إلى متى",
  "For as long as the policy runs and then as long as UAE insurance and tax rules ask records to be kept.":
    "طوال مدة سريان الوثيقة، ثم المدة التي تشترط قواعد التأمين والضرائب في الإمارات الاحتفاظ بالسجلات خلالها.",
  "Your rights": "حقوقك",
  "You may ask to see the data held about you, to have it corrected or, where the law allows, erased, and to object to its use. Write to {email}.":
    "يحق لك طلب الاطلاع على بياناتك المحفوظة، وتصحيحها أو حذفها حيث يسمح القانون، والاعتراض على استخدامها. اكتب إلى {email}.",
  "News and offers": "الأخبار والعروض",
  "We send marketing only to those who asked for it by ticking a separate box. The e-mail confirming the choice holds a link that stops it at any time, and each message says how to stop it. Not ticking it changes nothing about your policy.":
    "لا نرسل رسائل تسويقية إلا لمن طلبها بوضع علامة في مربع منفصل. ويتضمن البريد الإلكتروني الذي يؤكد الاختيار رابطًا يوقفها في أي وقت، وتوضح كل رسالة كيفية إيقافها. وعدم وضع العلامة لا يغيّر شيئًا في وثيقتك.",

  // The new-business wizard after step 1: members, plans, documents, declaration, finalizing, payment, underwriting.
  "For each Yes, say what it was, when it was diagnosed or happened, how it was treated and how it is now.":
    "لكل إجابة «نعم»، اذكر ما هي، ومتى شُخّصت أو حدثت، وكيف عولجت، وكيف هي الحال الآن.",

  // The two-factor set-up's own texts (the security page's are in its catalog, features/security/locales), invitations
  // and video calls, underwriting, the applicant's page.
  "Answer for each member. A Yes to a question about a condition asks for its details next.":
    "أجب عن كل عضو. الإجابة «نعم» عن سؤال حول حالة ما تطلب تفاصيلها بعد ذلك.",
  "Change answers": "تغيير الإجابات",
  "Check your declaration": "راجع إقرارك",
  "Loading your application": "جارٍ تحميل طلبك",
  Sign: "توقيع",
  "What you declared": "ما أقررت به",
  "Your full name": "اسمك الكامل",
  "Your health declaration": "إقرارك الصحي",

  // The back office: dashboard, lists, record details, sponsors, additional documents.

  // What the screens above say in passing: buttons that change, errors without a server message, list columns.
  "Sign the declaration": "توقيع الإقرار",
  "The signature was not saved. Please try again.": "لم يُحفظ التوقيع. يرجى المحاولة مرة أخرى.",
  "Typing your name signs the declaration.": "كتابة اسمك توقيع على الإقرار.",
  "Your application could not be loaded. Check your connection and try again.":
    "تعذّر تحميل طلبك. تحقق من اتصالك وحاول مرة أخرى.",
  "Signed by {name} on {date}. Thank you: your insurance partner will take the application on from here.":
    "وقّعه {name} في {date}. شكرًا لك: سيتابع شريك التأمين الطلب من هنا.",
  "This renewal has been paid; the renewed policy is being issued.": "تم دفع هذا التجديد؛ ويجري إصدار الوثيقة المجددة.",

  // Sentences with values on the lists, records, wizard steps and security screens.
  "Application {number} for {sponsor}, H+ {plan} plan, prepared by {partner}.":
    "الطلب {number} باسم {sponsor}، خطة \u2066H+\u2069 {plan}، أعدّه {partner}.",
  "Application {number} for {sponsor}, prepared by {partner}.": "الطلب {number} باسم {sponsor}، أعدّه {partner}.",
  "Save answers": "حفظ الإجابات",
  "Save details": "حفظ التفاصيل",
  "6-digit code": "رمز من 6 أرقام",

  // The facts of a record, a review and a payment.

  // The policy lists' names and what they say when empty.

  // Policy servicing: removing members, cancelling a policy, refunds.
  "This policy was cancelled, so it cannot be renewed. Ask your insurance partner for a new application, or contact customer relations (details below).":
    "أُلغيت هذه الوثيقة، لذا لا يمكن تجديدها. اطلب من شريك التأمين طلبًا جديدًا، أو تواصل مع علاقات العملاء (التفاصيل أدناه).",
  // A company's census in step 2.
  "{role}, born {date}": "{role}، تاريخ الميلاد {date}",
  "Member:": "العضو:",
  Ends: "تنتهي في",

  // An invitation to a team (decision 060); the team page says its texts from its own catalog (features/team/locales).

  // Texts other screens share with the commission page (its own are in its catalog, features/commission/locales).
};
