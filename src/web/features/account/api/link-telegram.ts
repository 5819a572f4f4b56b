import { useMutation } from "@tanstack/react-query";
import { telegramLinkSchema, type TelegramLink } from "@shared/telegram";
import { apiFetch } from "@/lib/api-client";

/** A one-time deep link (15 minutes) that links the Telegram account opening it. */
export function linkTelegram(): Promise<TelegramLink> {
  return apiFetch("/api/account/telegram/link", { method: "POST", schema: telegramLinkSchema });
}

export function useLinkTelegram() {
  return useMutation({ meta: { errorToast: "Could not start linking Telegram" }, mutationFn: linkTelegram });
}
