import { queryOptions, useQuery } from "@tanstack/react-query";
import { telegramAdminViewSchema, type TelegramAdminView } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** The Telegram settings with the bot's live status (the server asks Telegram for at most a few seconds). */
export function getTelegramSettings(): Promise<TelegramAdminView> {
  return apiFetch("/api/admin/telegram/status", { schema: telegramAdminViewSchema });
}

export function telegramSettingsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.telegram(), queryFn: getTelegramSettings });
}

export function useTelegramSettings() {
  return useQuery(telegramSettingsQueryOptions());
}
