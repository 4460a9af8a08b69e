/**
 * Arabic for the texts of the sign-in page and of everything loaded with it (the page frame, footer, language switch,
 * the error and loading screens), apart from the other screens' (ar.ts) so that the sign-in page in Arabic loads only
 * these. A test keeps every text of a module the sign-in page loads here, and only those.
 */
export const FIRST_PAGES_AR: Record<string, string> = {
  "Partner Portal": "بوابة الشركاء",
  "Version {version}": "الإصدار {version}",
  "Customer relations:": "علاقات العملاء:",
  "We could not reach the server. Check your connection and try again.":
    "تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.",
  "Something went wrong on our side. Please try again.": "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
  "Something went wrong. Please try again.": "حدث خطأ. يرجى المحاولة مرة أخرى.",
  "Show {field}": "إظهار {field}",
  "Hide {field}": "إخفاء {field}",
  "Sign in": "تسجيل الدخول",
  Loading: "جارٍ التحميل",
  "Sign in with the user ID and password you received for the Partner Portal.":
    "سجّل الدخول باسم المستخدم وكلمة المرور اللذين استلمتهما لبوابة الشركاء.",
  "User ID": "اسم المستخدم",
  Password: "كلمة المرور",
  "Forgot password?": "نسيت كلمة المرور؟",
  "Something went wrong": "حدث خطأ",
  "Reload the page": "أعد تحميل الصفحة",
  "{insurer} (insurance regulator registration no. {number}) carries the risk of the policies offered here; insurance partners sell them as its intermediaries.":
    "تتحمل {insurer} (رقم التسجيل لدى الجهة الرقابية على التأمين {number}) مخاطر الوثائق المعروضة هنا؛ ويبيعها شركاء التأمين بصفتهم وسطاء لها.",
  Complaints: "الشكاوى",
  "Privacy notice": "إشعار الخصوصية",
  "Arabic could not be loaded. Check your connection and try again.":
    "تعذّر تحميل العربية. تحقق من اتصالك وحاول مرة أخرى.",
  "This page could not be shown. Reload to try again; if it keeps happening, contact customer relations.":
    "تعذّر عرض هذه الصفحة. أعد التحميل للمحاولة مرة أخرى؛ وإذا تكرر ذلك، فتواصل مع علاقات العملاء.",
};
