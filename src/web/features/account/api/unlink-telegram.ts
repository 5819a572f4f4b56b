import { useMutation, useQueryClient } from "@tanstack/react-query";
import { telegramAccountSchema, type TelegramAccount } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { telegramQueryKey } from "@/features/account/api/get-telegram";

export function unlinkTelegram(): Promise<TelegramAccount> {
  return apiFetch("/api/account/telegram", { method: "DELETE", schema: telegramAccountSchema });
}

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "Could not unlink Telegram" },
    mutationFn: unlinkTelegram,
    onSuccess: (account) => queryClient.setQueryData(telegramQueryKey, account),
  });
}
