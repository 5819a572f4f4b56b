import { createContext, useContext, useMemo } from "react";
import { formatDate, formatDateTime, formatDateTimeWithZone, formatLongDate } from "@shared/format";
import { runtimeTimeZone } from "@shared/time-zones";

/** The signed-in member's saved time zone, or null (none saved, or nobody signed in). */
const MemberTimeZoneContext = createContext<string | null>(null);

/** app/ provides the member's saved zone here; every date on screen reads it through useDateFormat. */
export const MemberTimeZoneProvider = MemberTimeZoneContext.Provider;

/** The zone dates are shown in (docs/product.md#time-zone): the member's own, else this browser's. */
export function useDisplayTimeZone(): string {
  return useContext(MemberTimeZoneContext) ?? runtimeTimeZone();
}

/** The date formatters of src/shared/format.ts, bound to the zone dates are shown in. */
export function useDateFormat() {
  const timeZone = useDisplayTimeZone();
  return useMemo(
    () => ({
      timeZone,
      dateTime: (at: string | Date) => formatDateTime(at, timeZone),
      /** With the zone named ("GMT+1"), where a reader may wonder whose clock it is. */
      dateTimeWithZone: (at: string | Date) => formatDateTimeWithZone(at, timeZone),
      date: (at: string | Date) => formatDate(at, timeZone),
      longDate: (at: string | Date) => formatLongDate(at, timeZone),
    }),
    [timeZone],
  );
}
