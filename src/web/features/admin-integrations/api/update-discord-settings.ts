import { useMutation, useQueryClient } from "@tanstack/react-query";
import { discordAdminViewSchema, type DiscordAdminView, type DiscordSettingsInput } from "@shared/discord";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Saves the bot, the application, the server, its roles and channel (a sensitive change: step-up may ask first). */
export function updateDiscordSettings(input: DiscordSettingsInput): Promise<DiscordAdminView> {
  return apiFetch("/api/admin/discord", { method: "PUT", body: input, schema: discordAdminViewSchema });
}

export function useUpdateDiscordSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows its own failure under its fields.
    meta: { errorToast: false },
    mutationFn: updateDiscordSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.discord() }),
  });
}
