import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export const NOTIFICATION_PREFERENCES_URL = "/api/account/notification-preferences";
export const notificationPreferencesQueryKey = ["account", "notification-preferences"] as const;

/**
 * The account's notification preferences, quiet hours and time zone (the defaults until saved). Every page reads the
 * time zone through this (app/member-time-zone.tsx), so its schema, and zod with it, loads with the first call rather
 * than with the public pages (docs/decisions/0003-public-site-first-load.md).
 */
export async function getNotificationPreferences() {
  const { notificationPreferencesViewSchema } = await import("@shared/notification-preferences");
  return apiFetch(NOTIFICATION_PREFERENCES_URL, { schema: notificationPreferencesViewSchema });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

/** Read only while someone is signed in (`enabled`): the time zone every date is shown in comes from here too. */
export function useNotificationPreferences(enabled = true) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled });
}
