import { telegramLinkSchema, type TelegramLink } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/** A one-time deep link (15 minutes) that links the Telegram account opening it. */
export function linkTelegram(): Promise<TelegramLink> {
  return apiFetch("/api/account/telegram/link", { method: "POST", schema: telegramLinkSchema });
}

export function useLinkTelegram() {
  return useApiMutation({ errorToast: "Could not start linking Telegram", mutationFn: linkTelegram });
}
