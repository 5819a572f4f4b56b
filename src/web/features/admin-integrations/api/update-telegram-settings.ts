import { useMutation, useQueryClient } from "@tanstack/react-query";
import { telegramAdminViewSchema, type TelegramAdminView, type TelegramSettingsInput } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Saves the bot token, the room and the exceptions (a sensitive change: the step-up dialog may ask first). */
export function updateTelegramSettings(input: TelegramSettingsInput): Promise<TelegramAdminView> {
  return apiFetch("/api/admin/telegram", { method: "PUT", body: input, schema: telegramAdminViewSchema });
}

export function useUpdateTelegramSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows its own failure under its fields.
    meta: { errorToast: false },
    mutationFn: updateTelegramSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.telegram() }),
  });
}
