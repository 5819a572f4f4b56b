import { queryOptions, useQuery } from "@tanstack/react-query";
import { telegramAccountSchema, type TelegramAccount } from "@shared/telegram";
import { getRoomAccount, roomAccountQueryKey } from "@/features/account/api/get-room-account";

/** The member's Telegram link and where they stand in the room. */
export function getTelegram(): Promise<TelegramAccount> {
  return getRoomAccount("telegram", telegramAccountSchema);
}

/** While waiting for the member to press Start (or for the invite), it asks again every few seconds. */
export const telegramQueryOptions = (waiting: boolean) =>
  queryOptions({
    queryKey: roomAccountQueryKey("telegram"),
    queryFn: getTelegram,
    refetchInterval: (query) => (waiting || query.state.data?.state === "linked" ? 3_000 : false),
  });

export function useTelegram(waiting = false) {
  return useQuery(telegramQueryOptions(waiting));
}
