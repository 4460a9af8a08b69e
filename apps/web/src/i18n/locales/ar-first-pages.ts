/**
 * Arabic for the texts of the sign-in page and of everything loaded with it (the page frame, footer, language switch,
 * the error and loading screens), apart from the other screens' (ar.ts) so that the sign-in page in Arabic loads only
 * these. A test keeps every text of a module the sign-in page loads here, and only those.
 */
export const FIRST_PAGES_AR: Record<string, string> = {
  "We could not reach the server. Check your connection and try again.":
    "تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.",
  "Something went wrong on our side. Please try again.": "حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.",
};
