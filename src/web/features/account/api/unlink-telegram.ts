import { telegramAccountSchema, type TelegramAccount } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { telegramQueryKey } from "@/features/account/api/get-telegram";

export function unlinkTelegram(): Promise<TelegramAccount> {
  return apiFetch("/api/account/telegram", { method: "DELETE", schema: telegramAccountSchema });
}

export function useUnlinkTelegram() {
  return useApiMutation({
    errorToast: "Could not unlink Telegram",
    mutationFn: unlinkTelegram,
    setsQueryData: telegramQueryKey,
  });
}
