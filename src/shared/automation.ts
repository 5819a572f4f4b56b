import { z } from "zod";
import {
  ALERT_MAX_AGE_DEFAULT_SECONDS,
  ALERT_MAX_AGE_LIMIT_SECONDS,
  ALERT_OUTCOMES,
  ALERT_SOURCE_NAME_MAX,
} from "./alerts.js";
import { ASSET_CLASSES } from "./positions.js";

/* The admin's Automation area: alert sources, the alert log and provider API keys (docs/integrations.md#providers). */

/** Provider keys start with this, member tokens with another: a key is told apart before it is looked up. */
export const PROVIDER_KEY_PREFIX = "sdk_";
export const PROVIDER_KEY_SCOPES = ["read", "publish"] as const;
export type ProviderKeyScope = (typeof PROVIDER_KEY_SCOPES)[number];
export const PROVIDER_KEY_NAME_MAX = 60;

/** What made a position's event besides the admin panel, as its history names it (`position_events.via`). */
export function changeOriginName(via: string | null): string | null {
  if (via?.startsWith("key:")) return "API key";
  if (via?.startsWith("alert:")) return "TradingView alert";
  return null;
}

export const AUTOMATION_MESSAGES = {
  keyInvalid: "This API key is not valid: it was revoked or never existed",
  keyNotHere: "API keys cannot be used for this request",
  keyScope: (scope: ProviderKeyScope) => `This API key lacks the ${scope} scope`,
  keyNotFound: "API key not found",
  nameRequired: "Name is required",
  scopesRequired: "Choose at least one scope",
} as const;

const name = (max: number) =>
  z
    .string({ error: AUTOMATION_MESSAGES.nameRequired })
    .trim()
    .min(1, AUTOMATION_MESSAGES.nameRequired)
    .max(max, `Name is at most ${max} characters`);

export const alertSourceInputSchema = z.strictObject({
  name: name(ALERT_SOURCE_NAME_MAX),
  /** Off (the default): alerts wait as drafts for an admin's approval. */
  publishes: z.boolean({ error: "Publishes must be true or false" }).default(false),
  defaultAssetClass: z.enum(ASSET_CLASSES, { error: "Unknown asset class" }).nullable().default(null),
  maxAgeSeconds: z
    .number({ error: "Maximum age must be a number of seconds" })
    .int("Maximum age must be a number of seconds")
    .min(10, "Maximum age is at least 10 seconds")
    .max(ALERT_MAX_AGE_LIMIT_SECONDS, "Maximum age is at most a day")
    .default(ALERT_MAX_AGE_DEFAULT_SECONDS),
});
export type AlertSourceInput = z.input<typeof alertSourceInputSchema>;
export type ParsedAlertSourceInput = z.output<typeof alertSourceInputSchema>;

export const alertSourceSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  publishes: z.boolean(),
  defaultAssetClass: z.enum(ASSET_CLASSES).nullable(),
  maxAgeSeconds: z.number(),
  createdAt: z.string(),
  secretSetAt: z.string(),
  lastAlertAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type AlertSource = z.infer<typeof alertSourceSchema>;
export const alertSourceListSchema = z.array(alertSourceSchema);

/** A new or rotated source: its webhook path, with the secret, shown this once. */
export const alertSourceWithUrlSchema = z.strictObject({ source: alertSourceSchema, webhookPath: z.string() });
export type AlertSourceWithUrl = z.infer<typeof alertSourceWithUrlSchema>;

export const alertReceiptSchema = z.strictObject({
  id: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  receivedAt: z.string(),
  outcome: z.enum(ALERT_OUTCOMES),
  reason: z.string().nullable(),
  action: z.string().nullable(),
  reference: z.string().nullable(),
  symbol: z.string().nullable(),
  body: z.string(),
  positionId: z.string().nullable(),
  /** How many alerts the line stands for: a refusal before reading (too many, too large) is one line a minute. */
  count: z.number().int(),
});
export type AlertReceipt = z.infer<typeof alertReceiptSchema>;
export const alertReceiptListSchema = z.array(alertReceiptSchema);

/** What the webhook answers the sender. */
export const alertAnswerSchema = z.strictObject({
  outcome: z.enum(ALERT_OUTCOMES),
  receiptId: z.string(),
  positionId: z.string().nullable(),
});
export type AlertAnswer = z.infer<typeof alertAnswerSchema>;

export const alertWebhookParamsSchema = z.strictObject({ secret: z.string().max(200) });
export const automationIdParamsSchema = z.strictObject({ id: z.uuid("Not found") });
export const alertTestBodySchema = z.strictObject({ body: z.string().max(64 * 1024) });

export const providerKeyInputSchema = z.strictObject({
  name: name(PROVIDER_KEY_NAME_MAX),
  scopes: z
    .array(z.enum(PROVIDER_KEY_SCOPES, { error: "Scopes are read and publish" }))
    .min(1, AUTOMATION_MESSAGES.scopesRequired)
    .transform((scopes) => [...new Set(scopes)].sort()),
});
export type ProviderKeyInput = z.input<typeof providerKeyInputSchema>;

export const providerKeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(PROVIDER_KEY_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ProviderKey = z.infer<typeof providerKeySchema>;
export const providerKeyListSchema = z.array(providerKeySchema);

/** A new key: its secret, shown this once. */
export const createdProviderKeySchema = z.strictObject({ key: providerKeySchema, secret: z.string() });
export type CreatedProviderKey = z.infer<typeof createdProviderKeySchema>;
