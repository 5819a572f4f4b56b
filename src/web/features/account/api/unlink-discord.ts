import { useMutation, useQueryClient } from "@tanstack/react-query";
import { discordAccountSchema, type DiscordAccount } from "@shared/discord";
import { apiFetch } from "@/lib/api-client";
import { discordQueryKey } from "@/features/account/api/get-discord";

export function unlinkDiscord(): Promise<DiscordAccount> {
  return apiFetch("/api/account/discord", { method: "DELETE", schema: discordAccountSchema });
}

export function useUnlinkDiscord() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "Could not unlink Discord" },
    mutationFn: unlinkDiscord,
    onSuccess: (account) => queryClient.setQueryData(discordQueryKey, account),
  });
}
