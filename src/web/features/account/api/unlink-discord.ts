import { discordAccountSchema, type DiscordAccount } from "@shared/discord";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { discordQueryKey } from "@/features/account/api/get-discord";

export function unlinkDiscord(): Promise<DiscordAccount> {
  return apiFetch("/api/account/discord", { method: "DELETE", schema: discordAccountSchema });
}

export function useUnlinkDiscord() {
  return useApiMutation({
    errorToast: "Could not unlink Discord",
    mutationFn: unlinkDiscord,
    setsQueryData: discordQueryKey,
  });
}
