import { discordAdminViewSchema, type DiscordAdminView, type DiscordSettingsInput } from "@shared/discord";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Saves the bot, the application, the server, its roles and channel (a sensitive change: step-up may ask first). */
export function updateDiscordSettings(input: DiscordSettingsInput): Promise<DiscordAdminView> {
  return apiFetch("/api/admin/discord", { method: "PUT", body: input, schema: discordAdminViewSchema });
}

/** The form shows its own failure under its fields. */
export function useUpdateDiscordSettings() {
  return useApiMutation({ errorToast: false, mutationFn: updateDiscordSettings, invalidates: [adminKeys.discord()] });
}
