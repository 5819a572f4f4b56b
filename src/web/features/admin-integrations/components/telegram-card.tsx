import { Send } from "lucide-react";
import { z } from "zod";
import {
  telegramAdminViewSchema,
  telegramSettingsInputSchema,
  type TelegramAdminView,
  type TelegramSettingsInput,
} from "@shared/telegram";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@shared/i18n/languages";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PlatformRoomCard } from "@/features/admin-integrations/components/platform-room-card";
import type { RoomBotStatus, RoomCardText } from "@/features/admin-integrations/components/room-settings-card";
import {
  ExceptionsField,
  RoomLanguageField,
  SecretField,
} from "@/features/admin-integrations/components/room-settings-form";
import { controlProps, fieldError } from "@/lib/forms";

const TEXT: RoomCardText = {
  id: "telegram",
  platform: "Telegram",
  title: "Telegram room",
  description: "A private channel or group that follows each member's plan, and where signals are posted.",
  icon: Send,
  statusLabel: "Bot status",
  metLabel: "granted",
  setUp:
    "Not set up: create a bot with BotFather, make it an administrator of your private channel or group, then enter its token and the room below.",
  room: "the room",
  actionsTitle: "What the room's checks did",
  actionsLabel: "Room actions",
};

/**
 * The Telegram settings form's boxes mapped onto the shared schema: a blank token keeps the stored one (the panel
 * never has it back), a blank Pro room is none, and the exceptions box takes ids separated by commas, spaces or lines.
 */
export const telegramFormSchema = z
  .object({
    botToken: z.string(),
    chat: z.string(),
    proChat: z.string(),
    exceptions: z.string(),
    language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  })
  .transform((form): z.input<typeof telegramSettingsInputSchema> & TelegramSettingsInput => ({
    ...(form.botToken.trim() === "" ? {} : { botToken: form.botToken.trim() }),
    chat: form.chat.trim(),
    proChat: form.proChat.trim() === "" ? null : form.proChat.trim(),
    exceptions: form.exceptions.split(/[\s,]+/).filter((id) => id !== ""),
    language: form.language,
  }))
  .pipe(telegramSettingsInputSchema);

type TelegramFormValues = z.input<typeof telegramFormSchema>;

function statusOf({ status }: TelegramAdminView): RoomBotStatus {
  return {
    state: status.state,
    bot: status.botUsername && `@${status.botUsername}`,
    place: status.chatTitle,
    needs: status.rights.map((right) => ({ key: right.right, label: right.label, met: right.granted })),
    problems: status.problems,
  };
}

function valuesOf(view: TelegramAdminView): TelegramFormValues {
  return {
    botToken: "",
    chat: view.chat ?? "",
    proChat: view.proChat ?? "",
    exceptions: view.exceptions.join(", "),
    language: view.language,
  };
}

/**
 * docs/integrations.md: the bot token, the private room and the exceptions never removed; whether the bot is
 * connected with the rights it needs, and what the access check and the reconciler did.
 */
export function TelegramCard() {
  return (
    <PlatformRoomCard
      room={{
        text: TEXT,
        viewSchema: telegramAdminViewSchema,
        formSchema: telegramFormSchema,
        valuesOf,
        statusOf,
        fields: (form, view) => (
          <>
            <SecretField
              form={form}
              name="botToken"
              id="telegram-token"
              label="Bot token"
              stored={view.tokenHint}
              where="From BotFather."
              placeholder="123456789:AA…"
            />
            <FormField
              id="telegram-chat"
              label="Channel or group"
              error={fieldError(form, "chat")}
              hint="Its numeric id (-100…) or @username."
            >
              <Input {...controlProps(form, "chat", "telegram-chat")} spellCheck={false} placeholder="-1001234567890" />
            </FormField>
            <FormField
              id="telegram-pro-chat"
              label="Pro room (optional)"
              error={fieldError(form, "proChat")}
              hint="A second channel or group for Pro members only, posted to first. Leave blank for none."
            >
              <Input {...controlProps(form, "proChat", "telegram-pro-chat")} spellCheck={false} />
            </FormField>
            <ExceptionsField
              form={form}
              name="exceptions"
              id="telegram-exceptions"
              label="Never removed (Telegram user ids)"
            />
            <RoomLanguageField form={form} name="language" id="telegram-language" />
          </>
        ),
      }}
    />
  );
}
