import { z } from "zod";
import { hasAccess } from "./access.js";
import { ASSET_CLASSES, DIRECTIONS, POSITION_STATUSES } from "./positions.js";
import { PLAN_STATUSES } from "./plan-features.js";
import { publicUserSchema, SUBSCRIPTION_STATUSES, type PublicUser } from "./users.js";

/** GET /api/admin/users pages: the list never loads everything at once (it must stay fast with 10,000 members). */
export const ADMIN_USERS_DEFAULT_LIMIT = 50;
export const ADMIN_USERS_MAX_LIMIT = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** The response header that carries how many users match the search and status filter. */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

export const ADMIN_MESSAGES = {
  exportFailed: "The export could not be downloaded",
  userNotFound: "User not found",
  adminNotDeletable: "Admin accounts cannot be deleted",
  subscriptionNotCancelled:
    "The member's subscription could not be cancelled with the payment service, so nothing was deleted. Please try again in a few minutes.",
  invalidExpiry: "Expiry must be a real date as yyyy-mm-dd, or null for no expiry",
  fetchUsersFailed: "Failed to fetch users",
  updateUserFailed: "Failed to update user",
  deleteUserFailed: "Failed to delete user",
  fetchStatsFailed: "Failed to fetch statistics",
} as const;

/** An admin's view of a user is the public user (contracts: AdminUser = publicUserSchema). */
export const adminUserSchema = publicUserSchema;
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * Where a member stands, for the users list's filter, its counters and its badges alike (docs/product.md#admin):
 * each member is in exactly one. A status with access is itself; a status whose expiry has passed is "expired".
 */
export const MEMBER_STANDINGS = [PLAN_STATUSES.trial, PLAN_STATUSES.pro, "standard", "inactive", "expired"] as const;
export type MemberStanding = (typeof MEMBER_STANDINGS)[number];
export const MEMBER_STANDING_LABELS: Record<MemberStanding, string> = {
  [PLAN_STATUSES.trial]: "Trial",
  [PLAN_STATUSES.pro]: "Pro",
  standard: "Standard",
  inactive: "Inactive",
  expired: "Expired",
};

export function memberStanding(
  user: Pick<PublicUser, "subscriptionStatus" | "subscriptionExpiry">,
  now: Date = new Date(),
): MemberStanding {
  if (user.subscriptionStatus === "inactive") return "inactive";
  return hasAccess(user, now) ? user.subscriptionStatus : "expired";
}

/** A member's latest charge, in cents of its currency; `test` when it was a test payment, which moved no money. */
export const lastPaymentSchema = z.object({
  at: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  test: z.boolean(),
});
export type LastPayment = z.infer<typeof lastPaymentSchema>;

/** A row of the users list: the user and what they pay. */
export const adminUserListItemSchema = adminUserSchema.extend({
  lastPayment: lastPaymentSchema.nullable(),
  /** A running paid plan (a Pro subscription not ended): deleting the member cancels it at once. */
  runningPaidPlan: z.boolean(),
  /** The running Pro subscription renews at the expiry (it is not set to end there). */
  renews: z.boolean(),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export const adminUserListSchema = z.array(adminUserListItemSchema);

/** A whole number from a query string, within bounds, with the field named in its message. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** The paying filter: members with a running paid plan or a charge ever, or those with neither. */
export const PAYING_FILTERS = ["true", "false"] as const;

/**
 * GET /api/admin/users query. `search` matches parts of first, last, full name or email, case-insensitively;
 * `status` is a member's standing (MEMBER_STANDINGS) and, like `paying`, lists members only (admins have no plan).
 */
export const adminUserListQuerySchema = z.strictObject({
  search: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH, "Search is too long").optional(),
  // An empty status (a filter select's "All") is no filter.
  status: z
    .union([z.literal(""), z.enum(MEMBER_STANDINGS)], {
      error: `Status must be one of ${MEMBER_STANDINGS.join(", ")}`,
    })
    .optional()
    .transform((status) => (status === "" ? undefined : status)),
  paying: z
    .union([z.literal(""), z.enum(PAYING_FILTERS)], { error: "Paying must be true or false" })
    .optional()
    .transform((paying) => (paying === "" || paying === undefined ? undefined : paying === "true")),
  limit: wholeNumber("Limit", 1, ADMIN_USERS_MAX_LIMIT).default(ADMIN_USERS_DEFAULT_LIMIT),
  offset: wholeNumber("Offset", 0, Number.MAX_SAFE_INTEGER).default(0),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type ParsedAdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

export const adminUserIdParamsSchema = z.strictObject({ id: z.string().min(1, ADMIN_MESSAGES.userNotFound) });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-mm-dd string naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Contracts: a date means access through the end of that day in UTC. */
export function endOfDayIso(dateOnly: string): string {
  return `${dateOnly}T23:59:59.999Z`;
}

/** The yyyy-mm-dd an edit dialog shows for a stored expiry (its UTC day), or "" for none. */
export function expiryDateOnly(expiryIso: string | null): string {
  return expiryIso === null ? "" : new Date(expiryIso).toISOString().slice(0, 10);
}

/**
 * PATCH /api/admin/users/:id/subscription and PUT /api/admin/users/:id: both fields, always. A null expiry is
 * open-ended access (docs/product.md#access).
 */
export const subscriptionUpdateSchema = z.strictObject({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, {
    error: `Status must be one of ${SUBSCRIPTION_STATUSES.join(", ")}`,
  }),
  subscriptionExpiry: z
    .string({ error: ADMIN_MESSAGES.invalidExpiry })
    .refine(isCalendarDate, ADMIN_MESSAGES.invalidExpiry)
    .nullable(),
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

const count = z.number().int().nonnegative();

export const topPositionSchema = z.object({
  id: z.string(),
  asset: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  direction: z.enum(DIRECTIONS),
  status: z.enum(POSITION_STATUSES),
  views: count,
});
export type TopPosition = z.infer<typeof topPositionSchema>;

/** How many top positions the stats list (by views, last 30 days). */
export const TOP_POSITIONS_LIMIT = 5;
/** The window of the engagement figures and of top positions. */
export const STATS_WINDOW_DAYS = 30;

/** Revenue figures of one kind of money: real payments, or test payments, never the two summed. */
export const revenueFiguresSchema = z.object({
  thisMonthCents: z.number().int(),
  allTimeNetCents: z.number().int(),
  payingUsers: count,
  /** Dollars. */
  revenuePerPayingUser: z.number().nullable(),
  /** 0..100 percent. */
  trialConversionRate: z.number().min(0).max(100).nullable(),
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

/**
 * GET /api/admin/stats: every figure measured (docs/product.md#metrics); null means "no data yet" and shows "—".
 * Counts are over non-admin users.
 */
export const adminStatsSchema = z.object({
  totalUsers: count,
  activeSubscriptions: count,
  trialUsers: count,
  /** Dollars, net of refunds, this calendar month (UTC); real payments only. */
  revenueThisMonth: z.number(),
  subscriptionCounts: z.object({
    inactive: count,
    [PLAN_STATUSES.trial]: count,
    standard: count,
    [PLAN_STATUSES.pro]: count,
  }),
  /** Members by standing, as the users list filters and badges them: the five add up to totalUsers. */
  memberStandings: z.object({
    [PLAN_STATUSES.trial]: count,
    [PLAN_STATUSES.pro]: count,
    standard: count,
    inactive: count,
    expired: count,
  }),
  engagement: z.object({
    dailyActiveUsers: count.nullable(),
    averageSessionSeconds: z.number().nonnegative().nullable(),
    averageDailyViews: z.number().nonnegative().nullable(),
    totalViews30d: count,
  }),
  /** Real payments only. */
  revenue: revenueFiguresSchema,
  /** The same figures of test payments (the local checkout, Stripe's test mode), shown apart and labelled. */
  testRevenue: revenueFiguresSchema,
  /** The server runs the built-in local checkout: nothing paid here is real money. */
  testPaymentsMode: z.boolean(),
  topPositions: z.array(topPositionSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The three CSV downloads of the Settings tab (docs/product.md#exports). */
export const EXPORT_KINDS = ["users", "trades", "analytics"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** `/api/admin/exports/users.csv` etc. */
export function exportUrl(kind: ExportKind): string {
  return `/api/admin/exports/${kind}.csv`;
}

/** The payments ledger for the accountant, over an optional date range (docs/product.md#exports). */
export const PAYMENTS_EXPORT_URL = "/api/admin/exports/payments.csv";

const exportDay = (label: string) =>
  z
    .string({ error: `${label} must be a date as yyyy-mm-dd` })
    .refine((value) => value === "" || isCalendarDate(value), `${label} must be a date as yyyy-mm-dd`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/**
 * GET /api/admin/exports/payments.csv query: `from` and `to` are UTC days, both included; either may be left out
 * (or empty) for no bound.
 */
export const paymentsExportQuerySchema = z
  .strictObject({ from: exportDay("From"), to: exportDay("To") })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: "From must be on or before To",
    path: ["to"],
  });
export type PaymentsExportQuery = z.output<typeof paymentsExportQuerySchema>;

/** `/api/admin/exports/payments.csv?from=2026-11-01&to=2026-11-30`, leaving out an empty bound. */
export function paymentsExportUrl(range: { from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.toString();
  return query ? `${PAYMENTS_EXPORT_URL}?${query}` : PAYMENTS_EXPORT_URL;
}

/** signaldesk-users-2026-11-21.csv: the file name the download is saved under (the product name, docs/product.md#naming). */
export function exportFileName(
  kind: ExportKind | "payments" | "admin-log",
  now: Date,
  productName = "SignalDesk",
): string {
  const product =
    productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "export";
  return `${product}-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
