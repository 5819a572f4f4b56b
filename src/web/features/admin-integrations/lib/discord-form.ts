import { z } from "zod";
import { DISCORD_ACCESS_END, discordSettingsInputSchema, type DiscordSettingsInput } from "@shared/discord";

/**
 * The Discord settings form's boxes mapped onto the shared schema: a blank token or secret keeps the stored one (the
 * panel never has them back), and the exceptions box takes ids separated by commas, spaces or lines.
 */
export const discordFormSchema = z
  .object({
    botToken: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    guildId: z.string(),
    trialRoleId: z.string(),
    proRoleId: z.string(),
    channelId: z.string(),
    onAccessEnd: z.enum(DISCORD_ACCESS_END),
    exceptions: z.string(),
  })
  .transform((form): z.input<typeof discordSettingsInputSchema> & DiscordSettingsInput => ({
    ...(form.botToken.trim() === "" ? {} : { botToken: form.botToken.trim() }),
    ...(form.clientSecret.trim() === "" ? {} : { clientSecret: form.clientSecret.trim() }),
    clientId: form.clientId.trim(),
    guildId: form.guildId.trim(),
    trialRoleId: form.trialRoleId.trim(),
    proRoleId: form.proRoleId.trim(),
    channelId: form.channelId.trim(),
    onAccessEnd: form.onAccessEnd,
    exceptions: form.exceptions.split(/[\s,]+/).filter((id) => id !== ""),
  }))
  .pipe(discordSettingsInputSchema);

export type DiscordFormValues = z.input<typeof discordFormSchema>;
