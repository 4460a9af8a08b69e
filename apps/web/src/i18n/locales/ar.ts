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
};
