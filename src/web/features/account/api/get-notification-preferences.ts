import { queryOptions, useQuery } from "@tanstack/react-query";
import { notificationPreferencesViewSchema } from "@shared/notification-preferences";
import { apiFetch } from "@/lib/api-client";

export const NOTIFICATION_PREFERENCES_URL = "/api/account/notification-preferences";
export const notificationPreferencesQueryKey = ["account", "notification-preferences"] as const;

/** The account's notification preferences, quiet hours and time zone (the defaults until saved). */
export function getNotificationPreferences() {
  return apiFetch(NOTIFICATION_PREFERENCES_URL, { schema: notificationPreferencesViewSchema });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationPreferencesQueryKey, queryFn: getNotificationPreferences });

/** Read only while someone is signed in (`enabled`): the time zone every date is shown in comes from here too. */
export function useNotificationPreferences(enabled = true) {
  return useQuery({ ...notificationPreferencesQueryOptions(), enabled });
}
