import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notificationPreferencesViewSchema, type NotificationPreferences } from "@shared/notification-preferences";
import { apiFetch } from "@/lib/api-client";
import {
  NOTIFICATION_PREFERENCES_URL,
  notificationPreferencesQueryKey,
} from "@/features/account/api/get-notification-preferences";

/** Replaces the account's notification preferences; answers what the server saved. */
export function updateNotificationPreferences(body: NotificationPreferences) {
  return apiFetch(NOTIFICATION_PREFERENCES_URL, { method: "PUT", body, schema: notificationPreferencesViewSchema });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows a refusal under its fields (showServerError).
    meta: { errorToast: false },
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryKey, saved),
  });
}
