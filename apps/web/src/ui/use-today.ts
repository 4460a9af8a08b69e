import { type IsoDate, toIsoDate } from "@pp/domain";
import { useState } from "react";

/** Today's date in the UAE, fixed for the life of the screen so validation windows do not move while typing. */
export function useToday(): IsoDate {
  const [today] = useState(() => toIsoDate(new Date()));
  return today;
}
