import { useMemo } from "react";
import {
  formatAxisPercent,
  formatCalendarDay,
  formatCount,
  formatDrawdown,
  formatMoney,
  formatMonth,
  formatPercent,
  formatPipDistance,
  formatPips,
  formatPnl,
  formatPrice,
  formatR,
  formatRate,
  formatRatio,
  formatSignedMoney,
  type Instrument,
} from "@shared/format";
import { useDateFormat } from "./display-time-zone";
import { useLanguage } from "./i18n";

/**
 * Every number and date a screen shows, in the page's language (docs/decisions/0037-languages.md): the functions of
 * src/shared/format.ts bound to it, and the dates to the member's time zone too. Digits stay Latin in Arabic.
 */
export function useFormat() {
  const language = useLanguage();
  const dates = useDateFormat();
  return useMemo(
    () => ({
      ...dates,
      language,
      price: (value: number | null | undefined, instrument: Instrument) => formatPrice(value, instrument, language),
      pnl: (value: number | null | undefined) => formatPnl(value, language),
      percent: (value: number | null | undefined) => formatPercent(value, language),
      money: (dollars: number | null) => formatMoney(dollars, language),
      /** Money made or lost, "+" before a gain: "+$120.00", "-$40.00". */
      signedMoney: (dollars: number) => formatSignedMoney(dollars, language),
      count: (value: number | null) => formatCount(value, language),
      rate: (percent: number | null) => formatRate(percent, language),
      ratio: (value: number | null) => formatRatio(value, language),
      drawdown: (points: number) => formatDrawdown(points, language),
      r: (value: number | null | undefined) => formatR(value, language),
      pips: (value: number | null | undefined) => formatPips(value, language),
      pipDistance: (pips: number) => formatPipDistance(pips, language),
      month: (month: string, short = false) => formatMonth(month, short, language),
      axisPercent: (value: number) => formatAxisPercent(value, language),
      calendarDay: (day: string) => formatCalendarDay(day, language),
    }),
    [dates, language],
  );
}
