import { discordLinkSchema, type DiscordLink } from "@shared/discord";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/** Discord's authorize page for this member (its state works once, for 15 minutes). */
export function linkDiscord(): Promise<DiscordLink> {
  return apiFetch("/api/account/discord/link", { method: "POST", schema: discordLinkSchema });
}

export function useLinkDiscord() {
  return useApiMutation({
    errorToast: "Could not start linking Discord",
    mutationFn: linkDiscord,
    // Discord's page sends the member back to the account page once they consent.
    onSuccess: (link) => window.location.assign(link.url),
  });
}
