import { z } from "zod";
import { ASSET_MAX_LENGTH } from "./positions.js";
import { isVisibleCommentary, isVisibleText, visibleTextMessage } from "./visible-text.js";

/*
 * Market insights (docs/product.md#market-insights): the analyst's posts. Pro members with access and admins read
 * them whole; other members with access see the titles only; nobody else sees anything.
 */

export const INSIGHT_TITLE_MAX = 120;
export const INSIGHT_BODY_MAX = 10_000;
/** A chart image's largest size, in bytes. */
export const INSIGHT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const INSIGHT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type InsightImageType = (typeof INSIGHT_IMAGE_TYPES)[number];
/** Insights listed at most (the dashboard's section shows DASHBOARD_INSIGHTS of them). */
export const INSIGHTS_LISTED = 100;
export const DASHBOARD_INSIGHTS = 3;

export const INSIGHT_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `A title can be at most ${INSIGHT_TITLE_MAX} characters`,
  bodyRequired: "Write the insight's text",
  bodyTooLong: `The text can be at most ${INSIGHT_BODY_MAX.toLocaleString("en-US")} characters`,
  instrumentTooLong: `The instrument can be at most ${ASSET_MAX_LENGTH} characters`,
  imageType: "The chart must be a PNG, JPEG or WebP image",
  imageTooLarge: `The chart can be at most ${INSIGHT_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  notFound: "messages:insights.notFound",
  proOnly: "messages:insights.proOnly",
  noImage: "messages:insights.noImage",
} as const;

/** The image type the bytes are, by their first bytes (never by a name or a declared type), or null. */
export function imageTypeOf(bytes: Uint8Array): InsightImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && [0x57, 0x45, 0x42, 0x50].every((byte, i) => bytes[8 + i] === byte)) {
    return "image/webp";
  }
  return null;
}

/** Base64 characters needed for `bytes` bytes. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** A chart as the admin's form sends it: the file's bytes in base64 (the server checks what they are). */
export const insightImageInputSchema = z.strictObject({
  data: z
    .string({ error: INSIGHT_MESSAGES.imageType })
    .max(base64Length(INSIGHT_IMAGE_MAX_BYTES), INSIGHT_MESSAGES.imageTooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, INSIGHT_MESSAGES.imageType),
});
export type InsightImageInput = z.infer<typeof insightImageInputSchema>;

/**
 * POST and PUT /api/admin/insights: the whole post. `image`: a new chart; null removes the chart; left out, an edit
 * keeps the chart it has.
 */
export const insightInputSchema = z.strictObject({
  title: z
    .string({ error: INSIGHT_MESSAGES.titleRequired })
    .trim()
    .min(1, INSIGHT_MESSAGES.titleRequired)
    .max(INSIGHT_TITLE_MAX, INSIGHT_MESSAGES.titleTooLong),
  body: z
    .string({ error: INSIGHT_MESSAGES.bodyRequired })
    .trim()
    .min(1, INSIGHT_MESSAGES.bodyRequired)
    .max(INSIGHT_BODY_MAX, INSIGHT_MESSAGES.bodyTooLong)
    .refine(isVisibleCommentary, visibleTextMessage("The text")),
  /** The asset it is about ("EUR/USD"); empty is none. */
  instrument: z
    .string()
    .trim()
    .max(ASSET_MAX_LENGTH, INSIGHT_MESSAGES.instrumentTooLong)
    .refine(isVisibleText, visibleTextMessage("The instrument"))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  image: insightImageInputSchema.nullable().optional(),
});
export type InsightInput = z.input<typeof insightInputSchema>;
export type InsightFields = z.output<typeof insightInputSchema>;

export const insightParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** What names an insight, in the list and in the live event of a new one. */
const insightHeadFields = { id: z.string(), title: z.string(), instrument: z.string().nullable() };

/** What every member with access sees of an insight. */
export const insightSummarySchema = z.object({
  ...insightHeadFields,
  /** ISO-8601 instants. */
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type InsightSummary = z.infer<typeof insightSummarySchema>;

/**
 * An insight as the viewer may see it: `body` and `imageUrl` are null for a viewer who may not read insights
 * (`locked`), whatever the post has.
 */
export const insightSchema = insightSummarySchema.extend({
  locked: z.boolean(),
  body: z.string().nullable(),
  /** Where its chart is served; null without one (or when locked). */
  imageUrl: z.string().nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /api/insights: newest first. */
export const insightListSchema = z.object({
  /** Whether the viewer reads the insights' text (hasPlanFeature's "insights", src/shared/plan-features.ts); false: titles only, with the upgrade offer. */
  canRead: z.boolean(),
  insights: z.array(insightSchema),
});
export type InsightList = z.infer<typeof insightListSchema>;

export const insightListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(INSIGHTS_LISTED).optional(),
});

/** Where an insight's chart is served. */
export const insightImagePath = (id: string): string => `/api/insights/${encodeURIComponent(id)}/image`;

/** The live event and push text of a new insight: its title only, never its text. */
export const insightNotice = (title: string): string => `New market insight: ${title}`;

/**
 * The live event of a new insight (docs/product.md#market-insights), sent to Pro members and nobody else; it
 * carries the title, never the text.
 */
export const insightPublishedDataSchema = z.object({
  ...insightHeadFields,
  message: z.string(),
  timestamp: z.string(),
});
export type InsightPublishedData = z.infer<typeof insightPublishedDataSchema>;
export const insightPublishedMessageSchema = z.object({
  type: z.literal("insight_published"),
  data: insightPublishedDataSchema,
});
export type InsightPublishedEvent = z.infer<typeof insightPublishedMessageSchema>;
