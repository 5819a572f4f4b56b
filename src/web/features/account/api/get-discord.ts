import { queryOptions, useQuery } from "@tanstack/react-query";
import { discordAccountSchema, type DiscordAccount } from "@shared/discord";
import { getRoomAccount, roomAccountQueryKey } from "@/features/account/api/get-room-account";

/** The member's Discord link and their role in the server. */
export function getDiscord(): Promise<DiscordAccount> {
  return getRoomAccount("discord", discordAccountSchema);
}

/** Just after linking, the server adds the member within seconds: it asks again until they are in. */
export const discordQueryOptions = () =>
  queryOptions({
    queryKey: roomAccountQueryKey("discord"),
    queryFn: getDiscord,
    refetchInterval: (query) => (query.state.data?.linked && query.state.data.state === "linked" ? 3_000 : false),
  });

export function useDiscord() {
  return useQuery(discordQueryOptions());
}
