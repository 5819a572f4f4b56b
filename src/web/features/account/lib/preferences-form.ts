import type { Control } from "react-hook-form";
import { z } from "zod";
import {
  channelPreferencesSchema,
  notificationPreferencesSchema,
  notificationPreferencesViewSchema,
  type NotificationPreferences,
} from "@shared/notification-preferences";
import { runtimeTimeZone } from "@shared/time-zones";

/** What the preferences form holds: the preferences, with the time zone as typed (an empty box is no zone). */
export const preferencesFormSchema = notificationPreferencesViewSchema
  .extend({
    timeZone: z.string(),
    weeklySummaries: z.boolean().optional(),
    channels: notificationPreferencesViewSchema.shape.channels.extend({
      telegram: channelPreferencesSchema.optional(),
    }),
  })
  .transform((values) => ({ ...values, timeZone: values.timeZone.trim() || null }))
  .pipe(notificationPreferencesSchema);
export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;
export type PreferencesFormControl = Control<PreferencesFormValues, unknown, NotificationPreferences>;

/** The form for saved preferences: a member who never chose a zone is offered this browser's. */
export const preferencesFormValues = (
  prefs: z.infer<typeof notificationPreferencesViewSchema>,
): PreferencesFormValues => ({
  ...prefs,
  timeZone: prefs.timeZone ?? runtimeTimeZone(),
});
