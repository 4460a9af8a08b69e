import type { Catalog } from "./localize";

/**
 * The part of DOMAIN_MESSAGES_AR the sign-in pages show, apart so that the sign-in page in Arabic loads only these:
 * durations, sign-in and password messages, two-factor sign-in, and the control-character rule every field follows.
 */
export const SIGN_IN_MESSAGES_AR: Catalog = {
  // Durations and counts that other messages carry.
  "1 minute": "دقيقة واحدة",
  "{count} minutes": "{count} دقائق",

  // Sign-in, passwords and two-factor sign-in.
  "User ID is required.": "اسم المستخدم مطلوب.",
  "Password is required.": "كلمة المرور مطلوبة.",
  "The user ID or password is incorrect.": "اسم المستخدم أو كلمة المرور غير صحيحة.",
  "Too many failed sign-ins. Try again in {wait} or reset your password.":
    "محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد {wait} أو أعد تعيين كلمة المرور.",
  "Too many failed sign-ins from your network. Try again in {wait}.":
    "محاولات دخول فاشلة كثيرة من شبكتك. حاول مرة أخرى بعد {wait}.",
  "Sign-in to this account is paused for {wait} after many failed attempts. Reset your password to sign in now.":
    "تم إيقاف الدخول إلى هذا الحساب مؤقتًا لمدة {wait} بعد محاولات فاشلة كثيرة. أعد تعيين كلمة المرور لتدخل الآن.",
  "Many people are signing in right now. Please try again in a few seconds.":
    "يسجل كثيرون الدخول الآن. يرجى المحاولة مرة أخرى بعد ثوانٍ.",
  "Password must be at least {min} characters.": "يجب ألا تقل كلمة المرور عن {min} حرفًا.",
  "Password must be at most {max} characters.": "يجب ألا تزيد كلمة المرور على {max} حرفًا.",
  "User ID must be at most {max} characters.": "يجب ألا يزيد اسم المستخدم على {max} حرفًا.",
  "This password is too common. Choose one that is harder to guess.":
    "كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها.",
  "The passwords do not match.": "كلمتا المرور غير متطابقتين.",
  "The password is incorrect.": "كلمة المرور غير صحيحة.",
  "Enter your user ID or e-mail address.": "أدخل اسم المستخدم أو عنوان البريد الإلكتروني.",
  "If an account matches what you entered, we have sent a link to reset the password. It is valid for 30 minutes.":
    "إذا كان هناك حساب يطابق ما أدخلته، فقد أرسلنا رابطًا لإعادة تعيين كلمة المرور. الرابط صالح لمدة 30 دقيقة.",
  "This reset link is invalid or has expired. Request a new one.":
    "رابط إعادة التعيين هذا غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا.",
  "Your password has been changed. Sign in with the new password.":
    "تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.",
  "Your session has ended. Please sign in again.": "انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.",
  "Your sign-in has timed out. Please sign in again.": "انتهت مهلة تسجيل الدخول. يرجى تسجيل الدخول مرة أخرى.",
  "Unknown session.": "جلسة غير معروفة.",
  "Enter the 6-digit code from your authenticator app.": "أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.",
  "Enter the 6-digit code your authenticator app shows.": "أدخل الرمز المكوّن من 6 أرقام الذي يعرضه تطبيق المصادقة.",
  "Enter the 6-digit code from your authenticator app, or a recovery code like 7KQ2M-X9HTB.":
    "أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو رمز استرداد مثل 7KQ2M-X9HTB.",
  "The code is incorrect or has already been used. Enter the code your authenticator app shows now.":
    "الرمز غير صحيح أو سبق استخدامه. أدخل الرمز الذي يعرضه تطبيق المصادقة الآن.",
  "Too many wrong codes. Try again in {wait}, or ask your administrator to reset your two-factor sign-in.":
    "رموز خاطئة كثيرة. حاول مرة أخرى بعد {wait}، أو اطلب من المسؤول إعادة تعيين التحقق بخطوتين.",
  "Too many wrong passwords. Try again in {wait}.": "كلمات مرور خاطئة كثيرة. حاول مرة أخرى بعد {wait}.",
  "Enter your password to confirm it is you.": "أدخل كلمة المرور لتأكيد هويتك.",
  "This browser keeps no key of its own, so it cannot be trusted. Sign in without ticking the box to trust it.":
    "لا يحتفظ هذا المتصفح بمفتاح خاص به، لذا لا يمكن الوثوق به. سجّل الدخول دون تحديد خانة الوثوق به.",
  "This browser's key could not be read. Sign in without ticking the box to trust it.":
    "تعذّرت قراءة مفتاح هذا المتصفح. سجّل الدخول دون تحديد خانة الوثوق به.",
  "This browser could not prove it is the one you trusted. Enter the code from your authenticator app.":
    "لم يتمكن هذا المتصفح من إثبات أنه المتصفح الذي وثقت به. أدخل الرمز من تطبيق المصادقة.",
  "The set-up has expired. Start again to get a new QR code.":
    "انتهت صلاحية الإعداد. ابدأ من جديد للحصول على رمز QR جديد.",
  "Two-factor sign-in is already turned on. Turn it off first to move it to another app.":
    "التحقق بخطوتين مفعّل بالفعل. أوقفه أولًا لنقله إلى تطبيق آخر.",
  "Two-factor sign-in is not turned on for your account.": "التحقق بخطوتين غير مفعّل لحسابك.",
  "Remove invisible control characters.": "احذف رموز التحكم غير المرئية.",
};
