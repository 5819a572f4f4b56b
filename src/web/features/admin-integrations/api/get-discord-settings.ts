import { queryOptions, useQuery } from "@tanstack/react-query";
import { discordAdminViewSchema, type DiscordAdminView } from "@shared/discord";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** The Discord settings with the bot's live status (the server asks Discord for at most a few seconds). */
export function getDiscordSettings(): Promise<DiscordAdminView> {
  return apiFetch("/api/admin/discord/status", { schema: discordAdminViewSchema });
}

export function discordSettingsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.discord(), queryFn: getDiscordSettings });
}

export function useDiscordSettings() {
  return useQuery(discordSettingsQueryOptions());
}
