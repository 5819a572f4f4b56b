import { z } from "zod";
import { TRADE_EVENT_TYPES } from "./trade-lifecycle.js";

/*
 * A member's API access (docs/integrations.md): read-only API tokens and signed webhooks, both Pro's ("apiAccess" in
 * plan-features.ts). The server's routes and the account page read their limits, schemas and words from here.
 */

/** A member token: this prefix, then 32 random bytes in base64url. Provider keys start with `sdk_`. */
export const MEMBER_TOKEN_PREFIX = "sdm_";
export const API_TOKENS_MAX = 5;
export const WEBHOOK_ENDPOINTS_MAX = 5;
export const API_TOKEN_NAME_MAX = 60;
export const WEBHOOK_URL_MAX = 2000;
/** After a rotation, deliveries are signed with the old secret too for this long. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** An endpoint that has failed every delivery for this long is switched off, and its member told. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The delivery log lists this many of an endpoint's newest messages. */
export const WEBHOOK_LOG_SHOWN = 50;

/** What a webhook can be sent: the trade lifecycle's events (trade-lifecycle.ts), and the test event. */
export const WEBHOOK_EVENT_TYPES = TRADE_EVENT_TYPES;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = "test";

export const WEBHOOK_EVENT_NAMES: Record<WebhookEventType, string> = {
  opened: "Signal opened",
  target_hit: "Target hit",
  partial_close: "Partly closed",
  stop_moved: "Stop moved",
  target_changed: "Target moved",
  note: "Note added",
  closed: "Closed",
  close_corrected: "Close corrected",
  cancelled: "Cancelled",
  voided: "Voided",
  plan_corrected: "Plan corrected",
};

/**
 * The refusals of API access, by their keys in the `messages` catalogue (docs/decisions/0038-server-messages.md): the
 * server answers them in the member's language, the forms show the schemas' own with `t`. The limits' numbers are
 * written in each language's text where a schema refuses (a zod message carries no values), passed as `max` where the
 * server does.
 */
export const API_ACCESS_MESSAGES = {
  tokenNameRequired: "messages:apiAccess.tokenNameRequired",
  tokenNameTooLong: "messages:apiAccess.tokenNameTooLong",
  tooManyTokens: "messages:apiAccess.tooManyTokens",
  tokenNotFound: "messages:apiAccess.tokenNotFound",
  tokenRevoked: "messages:apiAccess.tokenRevoked",
  tokenReadOnly: "messages:apiAccess.tokenReadOnly",
  tokenNotForRoute: "messages:apiAccess.tokenNotForRoute",
  planLacksApiAccess: "messages:apiAccess.planLacksApiAccess",
  proOnly: "messages:apiAccess.proOnly",
  urlInvalid: "messages:apiAccess.urlInvalid",
  urlNotHttps: "messages:apiAccess.urlNotHttps",
  urlNotPublic: "messages:apiAccess.urlNotPublic",
  urlTooLong: "messages:apiAccess.urlTooLong",
  eventTypesRequired: "messages:apiAccess.eventTypesRequired",
  tooManyEndpoints: "messages:apiAccess.tooManyEndpoints",
  endpointNotFound: "messages:apiAccess.endpointNotFound",
  messageNotFound: "messages:apiAccess.messageNotFound",
  endpointDisabled: "messages:apiAccess.endpointDisabled",
} as const;
const M = API_ACCESS_MESSAGES;

export const createApiTokenSchema = z.strictObject({
  name: z
    .string({ error: M.tokenNameRequired })
    .trim()
    .min(1, M.tokenNameRequired)
    .max(API_TOKEN_NAME_MAX, M.tokenNameTooLong),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema), max: z.number().int() });
/** The one answer that carries the token itself: it is never shown again. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const webhookEndpointInputSchema = z.strictObject({
  url: z
    .string({ error: M.urlInvalid })
    .trim()
    .max(WEBHOOK_URL_MAX, M.urlTooLong)
    .refine((value) => URL.canParse(value), M.urlInvalid),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES), { error: M.eventTypesRequired })
    .min(1, M.eventTypesRequired)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  createdAt: z.string(),
  /** Null while it is on; when it was switched off otherwise, with why. */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs too. */
  previousSecretUntil: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema), max: z.number().int() });
/** The signing secret is answered once, when the endpoint is made or its secret rotated. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookMessageSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;
export const webhookMessageListSchema = z.object({ messages: z.array(webhookMessageSchema) });
export const webhookMessageParamsSchema = z.object({
  id: z.string().min(1).max(64),
  messageId: z.string().min(1).max(64),
});

/** What every webhook's body is: the event, when, and the position as it stands after it. */
export interface WebhookPayload {
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  timestamp: string;
  data: { message: string; position?: unknown };
}
