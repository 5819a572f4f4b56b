import { z } from "zod";
import { telegramSettingsInputSchema, type TelegramSettingsInput } from "@shared/telegram";

/**
 * The Telegram settings form's boxes mapped onto the shared schema: a blank token keeps the stored one (the panel
 * never has it back), a blank Pro room is none, and the exceptions box takes ids separated by commas, spaces or lines.
 */
export const telegramFormSchema = z
  .object({ botToken: z.string(), chat: z.string(), proChat: z.string(), exceptions: z.string() })
  .transform((form): z.input<typeof telegramSettingsInputSchema> & TelegramSettingsInput => ({
    ...(form.botToken.trim() === "" ? {} : { botToken: form.botToken.trim() }),
    chat: form.chat.trim(),
    proChat: form.proChat.trim() === "" ? null : form.proChat.trim(),
    exceptions: form.exceptions.split(/[\s,]+/).filter((id) => id !== ""),
  }))
  .pipe(telegramSettingsInputSchema);

export type TelegramFormValues = z.input<typeof telegramFormSchema>;
