import { createContext, useContext, useMemo } from "react";
import { formatDate, formatDateTime, formatDateTimeWithZone, formatLongDate } from "@shared/format";
import { runtimeTimeZone } from "@shared/time-zones";
import { useLanguage } from "./i18n";

/** The signed-in member's saved time zone, or null (none saved, or nobody signed in). */
const MemberTimeZoneContext = createContext<string | null>(null);

/** app/ provides the member's saved zone here; every date on screen reads it through useDateFormat. */
export const MemberTimeZoneProvider = MemberTimeZoneContext.Provider;

/** The zone dates are shown in (docs/product.md#time-zone): the member's own, else this browser's. */
export function useDisplayTimeZone(): string {
  return useContext(MemberTimeZoneContext) ?? runtimeTimeZone();
}

/** The date formatters of src/shared/format.ts, bound to the zone dates are shown in and the page's language. */
export function useDateFormat() {
  const timeZone = useDisplayTimeZone();
  const language = useLanguage();
  return useMemo(
    () => ({
      timeZone,
      dateTime: (at: string | Date) => formatDateTime(at, timeZone, language),
      /** With the zone named ("GMT+1"), where a reader may wonder whose clock it is. */
      dateTimeWithZone: (at: string | Date) => formatDateTimeWithZone(at, timeZone, language),
      date: (at: string | Date) => formatDate(at, timeZone, language),
      longDate: (at: string | Date) => formatLongDate(at, timeZone, language),
    }),
    [timeZone, language],
  );
}
