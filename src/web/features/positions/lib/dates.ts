const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "Nov 21, 2026, 12:00 PM" in the member's own time zone. */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));

export const formatDate = (iso: string): string => DATE.format(new Date(iso));
