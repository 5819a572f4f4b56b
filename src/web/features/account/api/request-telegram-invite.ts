import { telegramAccountSchema, type TelegramAccount } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { roomAccountQueryKey } from "@/features/account/api/get-room-account";

export function requestTelegramInvite(): Promise<TelegramAccount> {
  return apiFetch("/api/account/telegram/invite", { method: "POST", schema: telegramAccountSchema });
}

export function useRequestTelegramInvite() {
  return useApiMutation({
    errorToast: "account:telegram.newInviteFailed",
    mutationFn: requestTelegramInvite,
    setsQueryData: roomAccountQueryKey("telegram"),
  });
}
