import { notificationPreferencesViewSchema, type NotificationPreferences } from "@shared/notification-preferences";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import {
  NOTIFICATION_PREFERENCES_URL,
  notificationPreferencesQueryKey,
} from "@/features/account/api/get-notification-preferences";

/** Replaces the account's notification preferences; answers what the server saved. */
export function updateNotificationPreferences(body: NotificationPreferences) {
  return apiFetch(NOTIFICATION_PREFERENCES_URL, { method: "PUT", body, schema: notificationPreferencesViewSchema });
}

export function useUpdateNotificationPreferences() {
  return useApiMutation({
    // The form shows a refusal under its fields (showServerError).
    errorToast: false,
    mutationFn: updateNotificationPreferences,
    setsQueryData: notificationPreferencesQueryKey,
  });
}
