import { z } from "zod";

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
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsPatchSchema = adminSettingsSchema.partial().strict();
export type AdminSettingsPatch = z.infer<typeof adminSettingsPatchSchema>;

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  pushNewTrades: true,
  emailNewSubscribers: true,
  autoPublish: true,
  publicTrackRecord: true,
};

export const ADMIN_SETTING_KEYS = Object.keys(DEFAULT_ADMIN_SETTINGS) as (keyof AdminSettings)[];
