import { z } from "zod";
import { DEFAULT_EARLY_ACCESS_MINUTES, MAX_EARLY_ACCESS_MINUTES } from "./early-access.js";
import {
  DEFAULT_FREE_FEED,
  FREE_FEED_MODES,
  MAX_FREE_FEED_HOURS,
  MIN_FREE_FEED_HOURS,
  type FreeFeedSetting,
} from "./free-feed.js";
import {
  DEFAULT_RISK_WARNING,
  RISK_WARNING_LONG_MAX,
  RISK_WARNING_PRESETS,
  RISK_WARNING_SHORT_MAX,
  type RiskWarningSetting,
} from "./risk-warnings.js";

const customText = (empty: string, max: number, tooLong: string) =>
  z.string({ message: empty }).trim().min(1, empty).max(max, tooLong);

/** The risk warning's stored choice (docs/product.md#risk-warnings): a preset, or two texts neither of them empty. */
export const riskWarningSettingSchema = z.discriminatedUnion(
  "preset",
  [
    z.object({ preset: z.enum(RISK_WARNING_PRESETS) }).strict(),
    z
      .object({
        preset: z.literal("custom"),
        long: customText(
          "Write the full risk warning",
          RISK_WARNING_LONG_MAX,
          `The full risk warning is at most ${RISK_WARNING_LONG_MAX} characters`,
        ),
        short: customText(
          "Write the one-line risk warning",
          RISK_WARNING_SHORT_MAX,
          `The one-line risk warning is at most ${RISK_WARNING_SHORT_MAX} characters`,
        ),
      })
      .strict(),
  ],
  { message: "Choose a risk warning: uk, eu, us or custom" },
) satisfies z.ZodType<RiskWarningSetting>;

/** The free delayed feed's setting (docs/product.md#free-delayed-feed): off, or after close or publication, and how late. */
export const freeFeedSettingSchema = z
  .object({
    mode: z.enum(FREE_FEED_MODES, { message: "Choose when signals appear: off, closed or published" }),
    hours: z
      .number({ message: "Enter the delay in whole hours" })
      .int("Enter the delay in whole hours")
      .min(MIN_FREE_FEED_HOURS, `The delay is at least ${MIN_FREE_FEED_HOURS} hour`)
      .max(MAX_FREE_FEED_HOURS, `The delay is at most ${MAX_FREE_FEED_HOURS} hours (30 days)`),
  })
  .strict() satisfies z.ZodType<FreeFeedSetting>;

/**
 * The admin panel's stored switches (docs/product.md#admin). "Require approval" has no defined meaning
 * and is left out. Defaults: all on; a new position publishes unless the admin saves it as a draft (docs/product.md#drafts).
 */
export const adminSettingsSchema = z.object({
  /** Push a browser notification to members for each published position. */
  pushNewTrades: z.boolean(),
  /** Email every admin when someone subscribes (a trial or Pro purchase). */
  emailNewSubscribers: z.boolean(),
  /** On: a new position publishes at once. Off: it starts as a draft (status planning) unless the admin picks a status. */
  autoPublish: z.boolean(),
  /** On: anyone may read the track record of finished signals at /track-record (docs/product.md#track-record). */
  publicTrackRecord: z.boolean(),
  /**
   * Pro members see a new position this many minutes before Trial and standard members; 0 turns early access off
   * (docs/product.md#early-access).
   */
  earlyAccessMinutes: z
    .number({ message: "Enter the early access in whole minutes" })
    .int("Enter the early access in whole minutes")
    .min(0, "Early access cannot be negative")
    .max(MAX_EARLY_ACCESS_MINUTES, `Early access is at most ${MAX_EARLY_ACCESS_MINUTES} minutes (a day)`),
  /** The risk warning every signal and result carries: a preset or the operator's own (docs/product.md#risk-warnings). */
  riskWarning: riskWarningSettingSchema,
  /** Signals made public late, as a free sample (docs/product.md#free-delayed-feed); off by default. */
  freeFeed: freeFeedSettingSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsPatchSchema = adminSettingsSchema.partial().strict();
export type AdminSettingsPatch = z.infer<typeof adminSettingsPatchSchema>;

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  pushNewTrades: true,
  emailNewSubscribers: true,
  autoPublish: true,
  publicTrackRecord: true,
  earlyAccessMinutes: DEFAULT_EARLY_ACCESS_MINUTES,
  riskWarning: DEFAULT_RISK_WARNING,
  freeFeed: DEFAULT_FREE_FEED,
};

export const ADMIN_SETTING_KEYS = Object.keys(DEFAULT_ADMIN_SETTINGS) as (keyof AdminSettings)[];

/** GET /api/public/early-access: what the plans may say of Pro's early access (docs/product.md#early-access). */
export const publicEarlyAccessSchema = z.object({
  /** Pro members see a new entry this many minutes before Trial members; 0: no early access, none promised. */
  minutes: z.number().int().min(0),
});
export type PublicEarlyAccess = z.infer<typeof publicEarlyAccessSchema>;
