import { z } from "zod";
import { ADMIN_SEARCH_MAX_LENGTH, isCalendarDate, wholeNumber } from "./admin.js";
import { ROOM_ADMIN_ACTIONS, ROOM_ADMIN_ACTION_LABELS } from "./room-platforms.js";

/**
 * What an admin did, as the admin log names it (docs/admin-panel.md#admin-log). Routes declare theirs as
 * `config: { audit }`; a position's trade events are named by their type.
 */
export const ADMIN_ACTIONS = [
  "position.create",
  "position.publish",
  "position.update",
  "position.delete",
  "position.target_hit",
  "position.partial_close",
  "position.stop_moved",
  "position.target_changed",
  "position.note",
  "position.closed",
  "position.close_corrected",
  "position.cancelled",
  "position.voided",
  "member.plan",
  "member.grant",
  "member.delete",
  "member.refund",
  "member.cancel",
  "member.session_revoke",
  "promotion.create",
  "promotion.deactivate",
  "referral.program",
  "referral.affiliate_add",
  "referral.affiliate_remove",
  "referral.payout",
  "settings.update",
  ...ROOM_ADMIN_ACTIONS,
  "support.reply",
  "insight.publish",
  "insight.edit",
  "insight.delete",
  "record.head",
  "push.test",
  "export.users",
  "export.trades",
  "export.analytics",
  "export.payments",
  "export.admin_log",
  "export.payouts",
  "alert_source.create",
  "alert_source.update",
  "alert_source.rotate",
  "alert_source.revoke",
  "alert_source.test",
  "alert.approve",
  "alert.dismiss",
  "provider_key.create",
  "provider_key.revoke",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** How an action ended: written before it runs ("started"), then "done" or "refused" (an error answer). */
export const ADMIN_LOG_OUTCOMES = ["started", "done", "refused"] as const;
export type AdminLogOutcome = (typeof ADMIN_LOG_OUTCOMES)[number];

export const ADMIN_LOG_URL = "/api/admin/log";
export const ADMIN_LOG_EXPORT_URL = "/api/admin/log.csv";
export const ADMIN_LOG_DEFAULT_LIMIT = 50;
export const ADMIN_LOG_MAX_LIMIT = 200;

/** Fields whose values never reach the log, wherever they appear: credentials an admin types into settings. */
export const SECRET_FIELDS: readonly string[] = ["botToken", "clientSecret", "password", "token", "secret"];
export const REDACTED = "[redacted]";

export const adminLogChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AdminLogChange = z.infer<typeof adminLogChangeSchema>;

export const adminLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  adminId: z.string().nullable(),
  adminName: z.string(),
  adminEmail: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  address: z.string(),
  userAgent: z.string(),
  outcome: z.enum(ADMIN_LOG_OUTCOMES),
  changes: z.array(adminLogChangeSchema),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;
export const adminLogListSchema = z.array(adminLogEntrySchema);

const LOG_DATE_MESSAGE = "Dates must be real dates as yyyy-mm-dd";
const optionalDay = z
  .string({ error: LOG_DATE_MESSAGE })
  .optional()
  .transform((day) => (day === "" ? undefined : day))
  .refine((day) => day === undefined || isCalendarDate(day), LOG_DATE_MESSAGE);
const optionalText = (label: string) =>
  z
    .string()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH, `${label} is too long`)
    .optional()
    .transform((text) => (text === "" ? undefined : text));

/** GET /api/admin/log and its CSV: every filter optional, empty boxes no filter; from and to are whole UTC days. */
export const adminLogQuerySchema = z
  .strictObject({
    admin: optionalText("Admin"),
    action: z
      .union([z.literal(""), z.enum(ADMIN_ACTIONS)], { error: "Action is not one the log records" })
      .optional()
      .transform((action) => (action === "" ? undefined : action)),
    target: optionalText("Target"),
    text: optionalText("Text"),
    from: optionalDay,
    to: optionalDay,
    limit: wholeNumber("Limit", 1, ADMIN_LOG_MAX_LIMIT).default(ADMIN_LOG_DEFAULT_LIMIT),
    offset: wholeNumber("Offset", 0, Number.MAX_SAFE_INTEGER).default(0),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "From must not be after To",
    path: ["from"],
  });
export type AdminLogQuery = z.input<typeof adminLogQuerySchema>;
export type ParsedAdminLogQuery = z.output<typeof adminLogQuerySchema>;

/** The query string of a log search, without the empty filters and the paging (the CSV has every match). */
export function adminLogSearchParams(query: AdminLogQuery): string {
  const params = new URLSearchParams();
  for (const key of ["admin", "action", "target", "text", "from", "to"] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  return params.toString();
}

type Fields = Readonly<Record<string, unknown>>;

function shown(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  return SECRET_FIELDS.includes(field) ? REDACTED : value;
}

/**
 * The fields an action changed, in the order first seen: a field in either record whose value differs (compared as
 * JSON, so equal lists and objects are equal). A record that did not exist (created, deleted) is null: every field
 * of the other is a change. Secrets show as REDACTED; bookkeeping fields (IGNORED_FIELDS) never count.
 */
export function changedFields(before: Fields | null, after: Fields | null): AdminLogChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AdminLogChange[] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.includes(field)) continue;
    const old = before?.[field];
    const now = after?.[field];
    if (JSON.stringify(old ?? null) === JSON.stringify(now ?? null)) continue;
    changes.push({ field, before: shown(field, old), after: shown(field, now) });
  }
  return changes;
}

/** Written on every change by the records themselves: saying the record changed again tells the reader nothing. */
export const IGNORED_FIELDS: readonly string[] = ["updatedAt", "updated_at", "version"];

export const ADMIN_ACTION_LABELS: Record<AdminAction, string> = {
  "position.create": "Position drafted",
  "position.publish": "Position published",
  "position.update": "Position edited",
  "position.delete": "Position deleted",
  "position.target_hit": "Target hit",
  "position.partial_close": "Partial close",
  "position.stop_moved": "Stop moved",
  "position.target_changed": "Target changed",
  "position.note": "Note added",
  "position.closed": "Position closed",
  "position.close_corrected": "Close corrected",
  "position.cancelled": "Position cancelled",
  "position.voided": "Position voided",
  "member.plan": "Plan set",
  "member.grant": "Time granted",
  "member.delete": "Member deleted",
  "member.refund": "Payment refunded",
  "member.cancel": "Subscription cancelled",
  "member.session_revoke": "Session revoked",
  "promotion.create": "Promotion code created",
  "promotion.deactivate": "Promotion code switched off",
  "referral.program": "Referral program changed",
  "referral.affiliate_add": "Affiliate added",
  "referral.affiliate_remove": "Affiliate removed",
  "referral.payout": "Affiliate payout marked paid",
  "settings.update": "Settings changed",
  ...ROOM_ADMIN_ACTION_LABELS,
  "support.reply": "Support reply",
  "insight.publish": "Insight published",
  "insight.edit": "Insight edited",
  "insight.delete": "Insight deleted",
  "record.head": "Track record head published",
  "push.test": "Test push sent",
  "export.users": "Users exported",
  "export.trades": "Trades exported",
  "export.analytics": "Analytics exported",
  "export.payments": "Payments exported",
  "export.admin_log": "Admin log exported",
  "export.payouts": "Affiliate payout report exported",
  "alert_source.create": "Alert source created",
  "alert_source.update": "Alert source changed",
  "alert_source.rotate": "Alert source address replaced",
  "alert_source.revoke": "Alert source revoked",
  "alert_source.test": "Test alert sent",
  "alert.approve": "Alert approved",
  "alert.dismiss": "Alert dismissed",
  "provider_key.create": "API key created",
  "provider_key.revoke": "API key revoked",
};

export const ADMIN_LOG_MESSAGES = {
  fetchFailed: "Failed to load the admin log",
  exportFailed: "Failed to export the admin log",
} as const;
