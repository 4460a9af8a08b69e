/**
 * Arabic for the web app's own texts. Keys are the English texts word for word (the spec's wording, also the ids the
 * code passes to `t`); `{name}` stands for a value filled in where the text is shown. The domain's validation messages
 * have their own catalog in the domain package. A test fails when a text the app shows has no entry here, or an
 * entry is no longer used.
 */
export const UI_MESSAGES_AR: Record<string, string> = {
  // The frame of every page.
  "Partner Portal": "بوابة الشركاء",
  "Version {version}": "الإصدار {version}",
  "Customer relations:": "علاقات العملاء:",
  "We could not reach the server. Check your connection and try again.":
    "تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.",
  "Something went wrong on our side. Please try again.": "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  "Something went wrong. Please try again.": "حدث خطأ. يرجى المحاولة مرة أخرى.",
  "Show {field}": "إظهار {field}",
  "Hide {field}": "إخفاء {field}",

  // Sign-in, password reset and two-factor sign-in.
  "Sign in": "تسجيل الدخول",
  "Sign in with the user ID and password you received for the Partner Portal.":
    "سجّل الدخول باسم المستخدم وكلمة المرور اللذين استلمتهما لبوابة الشركاء.",
  "User ID": "اسم المستخدم",
  Password: "كلمة المرور",
  "Forgot password?": "نسيت كلمة المرور؟",
  "Back to sign in": "العودة إلى تسجيل الدخول",
  "Sign in again": "سجّل الدخول مرة أخرى",
  "Reset your password": "إعادة تعيين كلمة المرور",
  "Enter your user ID or the e-mail address of your account. We will e-mail you a link to choose a new password.":
    "أدخل اسم المستخدم أو عنوان البريد الإلكتروني لحسابك. سنرسل إليك رابطًا بالبريد الإلكتروني لاختيار كلمة مرور جديدة.",
  "Request a password reset link": "طلب رابط إعادة تعيين كلمة المرور",
  "User ID or e-mail address": "اسم المستخدم أو عنوان البريد الإلكتروني",
  "Send reset link": "إرسال رابط إعادة التعيين",
  "Choose a new password": "اختر كلمة مرور جديدة",
  "Use at least {min} characters. A few unrelated words make a password that is easy to remember and hard to guess.":
    "استخدم {min} حرفًا على الأقل. بضع كلمات لا رابط بينها تصنع كلمة مرور يسهل تذكرها ويصعب تخمينها.",
  "New password": "كلمة المرور الجديدة",
  "Confirm new password": "تأكيد كلمة المرور الجديدة",
  "Change password": "تغيير كلمة المرور",
  "Password changed": "تم تغيير كلمة المرور",
  "Request a new link": "اطلب رابطًا جديدًا",
  "Two-factor sign-in": "التحقق بخطوتين",
  "Open the authenticator app on your phone and enter the 6-digit code it shows for Partner Portal.":
    "افتح تطبيق المصادقة على هاتفك وأدخل الرمز المكوّن من 6 أرقام الذي يعرضه لبوابة الشركاء.",
  "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.":
    "أدخل أحد رموز الاسترداد التي حفظتها عند إعداد التحقق بخطوتين. يعمل كل رمز مرة واحدة.",
  "Lost your phone and your codes? Call customer relations (in the footer): they can reset your two-factor sign-in once they have checked who you are.":
    "فقدت هاتفك ورموزك؟ اتصل بعلاقات العملاء (في أسفل الصفحة): يمكنهم إعادة تعيين التحقق بخطوتين بعد التحقق من هويتك.",
  "Recovery code": "رمز الاسترداد",
  "Code from your app": "الرمز من تطبيقك",
  "Trust this browser for {days} days": "الوثوق بهذا المتصفح لمدة {days} يومًا",
  "It will not ask for a code here until then. Leave it unticked on a shared computer.":
    "لن يُطلب رمز هنا حتى ذلك الحين. اترك المربع دون علامة على جهاز كمبيوتر مشترك.",
  Verify: "تحقّق",
  "Use a recovery code instead": "استخدم رمز استرداد بدلًا من ذلك",
  "Use the code from your app instead": "استخدم الرمز من تطبيقك بدلًا من ذلك",

  // Shared controls and frames.
  "(opens in a new tab)": "(يفتح في علامة تبويب جديدة)",
  "Skip to main content": "انتقل إلى المحتوى الرئيسي",
  "Main menu": "القائمة الرئيسية",
  "Toggle menu": "فتح القائمة أو إغلاقها",
  "Partner Portal home": "الصفحة الرئيسية لبوابة الشركاء",
  Logout: "تسجيل الخروج",
  Security: "الأمان",
  Underwriting: "الاكتتاب",
  "Open the queue": "افتح القائمة",
  "Start new application": "ابدأ طلبًا جديدًا",
  "The policy documents are e-mailed to": "تُرسل مستندات الوثيقة بالبريد الإلكتروني إلى",
  "We'd love to hear your feedback.": "يسعدنا سماع رأيك.",
  "Click here to rate us!": "انقر هنا لتقييمنا!",
  "Health information": "معلومات صحية",
  "Page not found": "الصفحة غير موجودة",
  "The page you asked for does not exist or is not available yet. Check the address, or start again from the home page.":
    "الصفحة التي طلبتها غير موجودة أو غير متاحة بعد. تحقّق من العنوان، أو ابدأ من جديد من الصفحة الرئيسية.",
  "Go to the home page": "انتقل إلى الصفحة الرئيسية",
  "Something went wrong": "حدث خطأ",
  "Reload the page": "أعد تحميل الصفحة",
  "Please try again.": "يرجى المحاولة مرة أخرى.",
  "Try again": "حاول مرة أخرى",
  Refresh: "تحديث",
  Loading: "جارٍ التحميل",
  "Please Wait...": "يرجى الانتظار...",
  Continue: "متابعة",
  Previous: "السابق",
  Back: "رجوع",
  "Go Back": "رجوع",
  "Save & Proceed": "حفظ ومتابعة",
  Finalize: "اعتماد",
  Edit: "تعديل",
  "Edit {what}": "تعديل {what}",
  Search: "بحث",
  Yes: "نعم",
  No: "لا",
  None: "لا يوجد",
  Details: "التفاصيل",
  Actions: "الإجراءات",
  Status: "الحالة",
  "All statuses": "جميع الحالات",
  "Sort by": "ترتيب حسب",
  Order: "الترتيب",
  Ascending: "تصاعدي",
  Descending: "تنازلي",
  "Clear filters": "مسح عوامل التصفية",
  "Export CSV": "تصدير CSV",
  "Rows per page:": "عدد الصفوف في الصفحة:",
  "Choose {field}": "اختر {field}",
  "DD/MM/YYYY, typed or chosen from the calendar": "DD/MM/YYYY، بالكتابة أو بالاختيار من التقويم",
  "DD/MM/YYYY, chosen from the calendar": "DD/MM/YYYY، بالاختيار من التقويم",
  "Fields marked with * are required": "الحقول المعلّمة بـ * مطلوبة",
  Sponsor: "الكفيل",
  TPA: "جهة إدارة المطالبات (TPA)",
  Plan: "الخطة",
  Premium: "القسط",
  Member: "عضو",
  "E-mail": "البريد الإلكتروني",
  "Mobile code": "رمز الهاتف المتحرك",
  "Mobile number": "رقم الهاتف المتحرك",
  "Date of birth": "تاريخ الميلاد",
  "Emirates ID number": "رقم الهوية الإماراتية",
  "Passport number": "رقم جواز السفر",
  "UID Number": "الرقم الموحد",
  "6 to 15 letters and digits": "من 6 إلى 15 حرفًا ورقمًا",
  "Numbers to use without an Emirates ID": "أرقام تُستخدم عند عدم وجود هوية إماراتية",
  "Numbers to use without a UID": "أرقام تُستخدم عند عدم وجود رقم موحد",
  "Policy number": "رقم الوثيقة",
  "Policy Details": "تفاصيل الوثيقة",
  Payment: "الدفع",
  Renewal: "التجديد",
  "Step {number} of {count}: {step}": "الخطوة {number} من {count}: {step}",

  // Premiums and payment.
  "Order Summary": "ملخص الطلب",
  "Premium summary": "ملخص القسط",
  "Premium total": "إجمالي القسط",
  "VAT ({percent}%)": "ضريبة القيمة المضافة ({percent}%)",
  "Amount due": "المبلغ المستحق",
  "Rated premium": "القسط المحتسب",
  Pay: "ادفع",
  "You pay by card on the secure payment page of the bank, then come back here.":
    "تدفع بالبطاقة على صفحة الدفع الآمنة للبنك، ثم تعود إلى هنا.",
  "Loading the amount due": "جارٍ تحميل المبلغ المستحق",
  "Transaction ID": "رقم المعاملة",
  "Payment Value in AED": "قيمة الدفعة بالدرهم",
  Congratulations: "تهانينا",
  "Download policy schedule": "تنزيل جدول الوثيقة",
  "Download payment receipt": "تنزيل إيصال الدفع",
  "Download tax invoice": "تنزيل الفاتورة الضريبية",
  "Generating payment receipt...": "جارٍ إنشاء إيصال الدفع...",
  "Your payment failed": "فشلت عملية الدفع",
  "Your payment is being reviewed": "دفعتك قيد المراجعة",
  "Your payment needs a check": "دفعتك تحتاج إلى تحقق",
  "This payment will be refunded": "سيتم رد هذه الدفعة",
  "Keep the transaction ID above for when your insurance partner contacts you.":
    "احتفظ برقم المعاملة أعلاه لحين تواصل شريك التأمين معك.",
  "We could not check the payment. It may still have gone through, so please try again before paying again.":
    "تعذّر التحقق من الدفع. ربما تمت العملية، لذا يرجى إعادة المحاولة قبل الدفع مرة أخرى.",
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
  "The benefit and network links could not be loaded.": "تعذّر تحميل روابط المزايا والشبكة.",
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
  "Height (cm)": "الطول (سم)",
  "Weight (kg)": "الوزن (كغ)",
  "BMI shows once both are entered": "يظهر مؤشر كتلة الجسم بعد إدخال القيمتين",
  "Height and weight": "الطول والوزن",
  Answers: "الإجابات",
  "Not answered yet": "لم تتم الإجابة بعد",
  "Not answered yet.": "لم تتم الإجابة بعد.",
  "Condition or reason": "الحالة أو السبب",
  "Treatment or operation": "العلاج أو العملية",
  "Date diagnosed or happened": "تاريخ التشخيص أو الحدوث",
  "Current state": "الحالة الحالية",
  "Some answers are missing or need correcting: see the highlighted answers.":
    "بعض الإجابات ناقصة أو تحتاج إلى تصحيح: راجع الإجابات المظللة.",
  "Some details are missing or need correcting: see the highlighted details.":
    "بعض التفاصيل ناقصة أو تحتاج إلى تصحيح: راجع التفاصيل المظللة.",
  "The declaration could not be saved. Please try again.": "تعذّر حفظ الإقرار. يرجى المحاولة مرة أخرى.",
  "Why it was referred": "سبب الإحالة",
  "No rule referred this application.": "لم تُحِل أي قاعدة هذا الطلب.",
  "Underwriting decisions": "قرارات الاكتتاب",
  "Underwriting terms per member": "شروط الاكتتاب لكل عضو",
  Exclusion: "الاستثناء",

  // The public landing page.
  "Partner sign in": "دخول الشركاء",
  "Health, accident and life cover for the UAE": "تغطية صحية وضد الحوادث وعلى الحياة في الإمارات",
  "Our insurance partners — agents and brokers across the Emirates — sell and renew these plans for individuals, families and companies through the Partner Portal.":
    "يبيع شركاؤنا في التأمين — الوكلاء والوسطاء في أنحاء الإمارات — هذه الخطط ويجددونها للأفراد والعائلات والشركات عبر بوابة الشركاء.",
  "Renew your Basic policy": "جدّد وثيقتك الأساسية",
  "Find your policy with its number or the Emirates ID of a member, check who stays covered, and pay by card. No account is needed.":
    "ابحث عن وثيقتك برقمها أو بالهوية الإماراتية لأحد الأعضاء، وتحقّق ممن تبقى تغطيتهم، وادفع بالبطاقة. لا حاجة إلى حساب.",
  "Renew a policy": "جدّد وثيقة",
  "Plans our partners sell": "الخطط التي يبيعها شركاؤنا",
  "For insurance partners": "لشركاء التأمين",
  "Quote, sell and renew every plan, follow your applications and policies, and invite customers to renew.":
    "قدّم عروض الأسعار وبِع وجدّد كل خطة، وتابع طلباتك ووثائقك، وادعُ العملاء إلى التجديد.",
  "Forgot your password?": "نسيت كلمة المرور؟",

  // The partner's shell: top bar, menu and home page.
  ALL: "الكل",
  Basic: "الأساسية",
  "Basic renewal": "تجديد الخطة الأساسية",
  PA: "الحوادث الشخصية",
  "PA Plan": "خطة الحوادث الشخصية",
  "Term Plan": "خطة التأمين المؤقت",
  "New Business": "أعمال جديدة",
  "Renewed Business": "أعمال مجددة",
  "Renewed Policies": "الوثائق المجددة",
  "Pending Renewals": "التجديدات المعلقة",
  "Health Pending Renewals": "التجديدات الصحية المعلقة",
  "Health Plus Renewals": "تجديدات هيلث بلس",
  "Health Plus renewals": "تجديدات هيلث بلس",
  "New PA Plan Application": "طلب جديد لخطة الحوادث الشخصية",
  "New Term Plan Application": "طلب جديد لخطة التأمين المؤقت",
  Quotations: "عروض الأسعار",
  Policies: "الوثائق",
  Invitations: "الدعوات",
  "Quotation Retrieval": "استرجاع عرض السعر",
  "Upload Additional documents": "تحميل مستندات إضافية",
  "Video Call Invite": "دعوة مكالمة فيديو",
  "Underwriting Queue": "قائمة الاكتتاب",
  "Underwriting Approvals": "موافقات الاكتتاب",
  "Pick a product to start an application, or use the menu for quotations, policies, renewals and invitations.":
    "اختر منتجًا لبدء طلب، أو استخدم القائمة لعروض الأسعار والوثائق والتجديدات والدعوات.",
  "No products are enabled for your account yet. Contact customer relations to have them turned on.":
    "لم تُفعَّل أي منتجات لحسابك بعد. تواصل مع علاقات العملاء لتفعيلها.",

  // Step 1 of a new application: the sponsor.
  "Application steps": "خطوات الطلب",
  "Sponsor's Details": "بيانات الكفيل",
  "Sponsor's details": "بيانات الكفيل",
  "Tell us who sponsors the plan. Saved applications can be continued at any time.":
    "أخبرنا من يكفل الخطة. يمكن متابعة الطلبات المحفوظة في أي وقت.",
  "Quotation number:": "رقم عرض السعر:",
  "Loading the sponsor": "جارٍ تحميل الكفيل",
  "Loading the application": "جارٍ تحميل الطلب",
  "The application could not be loaded. Please try again.": "تعذّر تحميل الطلب. يرجى المحاولة مرة أخرى.",
  "The saved application could not be loaded. Please try again.": "تعذّر تحميل الطلب المحفوظ. يرجى المحاولة مرة أخرى.",
  "The sponsor of the last application could not be loaded, so the form is empty. Fill it in, or try again later.":
    "تعذّر تحميل كفيل الطلب الأخير، لذا النموذج فارغ. املأه، أو حاول لاحقًا.",
  "The details could not be saved. Please try again.": "تعذّر حفظ التفاصيل. يرجى المحاولة مرة أخرى.",
  "All fields are required.": "جميع الحقول مطلوبة.",
  "Show what is missing": "أظهر ما ينقص",
  "Start a new application": "ابدأ طلبًا جديدًا",
  "Company or Individual": "شركة أو فرد",
  "Sponsor Type": "نوع الكفيل",
  "First Name": "الاسم الأول",
  "Company Name": "اسم الشركة",
  Gender: "الجنس",
  Nationality: "الجنسية",
  "Contact number": "رقم الاتصال",
  "Medical network": "الشبكة الطبية",
  "Table of benefits": "جدول المزايا",
  "Retrieve your application": "استرجع طلبك",
  "Enter the quotation reference number with the sponsor's mobile number and e-mail address, as in the quotation e-mail.":
    "أدخل الرقم المرجعي لعرض السعر مع رقم الهاتف المتحرك للكفيل وعنوان بريده الإلكتروني، كما في رسالة عرض السعر.",
  "Quotation reference number": "الرقم المرجعي لعرض السعر",
  Retrieve: "استرجاع",
  Cancel: "إلغاء",
  "The application could not be retrieved. Please try again.": "تعذّر استرجاع الطلب. يرجى المحاولة مرة أخرى.",

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
  "{tpa} plan documents": "مستندات خطة {tpa}",

  // What the insurer discloses: the footer, the complaints procedure and the privacy notice.
  "{insurer} (insurance regulator registration no. {number}) carries the risk of the policies offered here; insurance partners sell them as its intermediaries.":
    "تتحمل {insurer} (رقم التسجيل لدى الجهة الرقابية على التأمين {number}) مخاطر الوثائق المعروضة هنا؛ ويبيعها شركاء التأمين بصفتهم وسطاء لها.",
  Complaints: "الشكاوى",
  "Privacy notice": "إشعار الخصوصية",
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
  "We send marketing only to those who asked for it by ticking a separate box, and each message says how to stop it. Not ticking it changes nothing about your policy.":
    "لا نرسل رسائل تسويقية إلا لمن طلبها بوضع علامة في مربع منفصل، وتوضح كل رسالة كيفية إيقافها. وعدم وضع العلامة لا يغيّر شيئًا في وثيقتك.",
};
