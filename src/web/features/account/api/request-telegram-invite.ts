import { useMutation, useQueryClient } from "@tanstack/react-query";
import { telegramAccountSchema, type TelegramAccount } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { telegramQueryKey } from "@/features/account/api/get-telegram";

export function requestTelegramInvite(): Promise<TelegramAccount> {
  return apiFetch("/api/account/telegram/invite", { method: "POST", schema: telegramAccountSchema });
}

export function useRequestTelegramInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "Could not ask for a new invite" },
    mutationFn: requestTelegramInvite,
    onSuccess: (account) => queryClient.setQueryData(telegramQueryKey, account),
  });
}
