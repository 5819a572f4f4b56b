import { telegramAdminViewSchema, type TelegramAdminView, type TelegramSettingsInput } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Saves the bot token, the room and the exceptions (a sensitive change: the step-up dialog may ask first). */
export function updateTelegramSettings(input: TelegramSettingsInput): Promise<TelegramAdminView> {
  return apiFetch("/api/admin/telegram", { method: "PUT", body: input, schema: telegramAdminViewSchema });
}

/** The form shows its own failure under its fields. */
export function useUpdateTelegramSettings() {
  return useApiMutation({ errorToast: false, mutationFn: updateTelegramSettings, invalidates: [adminKeys.telegram()] });
}
