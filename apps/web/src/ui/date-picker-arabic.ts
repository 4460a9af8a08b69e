import "dayjs/locale/ar";
import type { PickersLocaleText } from "@mui/x-date-pickers/locales";

/**
 * The date picker's own words in Arabic (MUI X ships no Arabic): its buttons and its screen-reader labels; an empty
 * field still shows DD/MM/YYYY, the order dates are written in either language. Month and day names come from Day.js's "ar" locale, whose digits stay 0-9 as on UAE documents.
 */
export const ARABIC_PICKER_TEXT: Partial<PickersLocaleText> = {
  previousMonth: "الشهر السابق",
  nextMonth: "الشهر التالي",
  openPreviousView: "فتح العرض السابق",
  openNextView: "فتح العرض التالي",
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === "year" ? "عرض السنوات مفتوح، انتقل إلى عرض التقويم" : "عرض التقويم مفتوح، انتقل إلى عرض السنوات",
  cancelButtonLabel: "إلغاء",
  clearButtonLabel: "مسح",
  okButtonLabel: "موافق",
  todayButtonLabel: "اليوم",
  nextStepButtonLabel: "التالي",
  datePickerToolbarTitle: "اختر التاريخ",
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `اختر التاريخ، التاريخ المختار ${formattedDate}` : "اختر التاريخ",
  fieldClearLabel: "مسح",
  dateTableLabel: "اختر اليوم",
  year: "السنة",
  month: "الشهر",
  day: "اليوم",
  empty: "فارغ",
};
