import { NO_VALUE } from "@shared/format";

const MONEY = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** docs/product.md#metrics: a metric with no data yet reads "—", never a made-up 0. */
export function formatMoney(dollars: number | null): string {
  return dollars === null ? NO_VALUE : MONEY.format(dollars);
}

export function formatCount(value: number | null): string {
  return value === null ? NO_VALUE : WHOLE.format(value);
}

export function formatAverage(value: number | null): string {
  return value === null ? NO_VALUE : ONE_DECIMAL.format(value);
}

export function formatRate(percent: number | null): string {
  return percent === null ? NO_VALUE : `${ONE_DECIMAL.format(percent)}%`;
}

/** Session length style: "4m 32s"; "1h 05m" past an hour; "45s" under a minute. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return NO_VALUE;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, "0")}m`;
  if (minutes > 0) return `${minutes}m ${rest}s`;
  return `${rest}s`;
}
