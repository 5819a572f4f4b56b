import { Send } from "lucide-react";
import type { TelegramAdminView } from "@shared/telegram";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useTelegramSettings } from "@/features/admin-integrations/api/get-telegram-settings";
import { useReconcileTelegram } from "@/features/admin-integrations/api/reconcile-telegram";
import { useUpdateTelegramSettings } from "@/features/admin-integrations/api/update-telegram-settings";
import {
  RoomSettingsCard,
  type RoomBotStatus,
  type RoomCardText,
} from "@/features/admin-integrations/components/room-settings-card";
import {
  ExceptionsField,
  RoomSettingsForm,
  SecretField,
} from "@/features/admin-integrations/components/room-settings-form";
import { useRoomSettingsForm } from "@/features/admin-integrations/hooks/use-room-settings-form";
import { telegramFormSchema, type TelegramFormValues } from "@/features/admin-integrations/lib/telegram-form";
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
  return { botToken: "", chat: view.chat ?? "", proChat: view.proChat ?? "", exceptions: view.exceptions.join(", ") };
}

/**
 * docs/integrations.md: the bot token, the private room and the exceptions never removed; whether the bot is
 * connected with the rights it needs, and what the access check and the reconciler did. Saving asks the admin to
 * confirm it is them (the step-up dialog).
 */
export function TelegramCard() {
  return (
    <RoomSettingsCard text={TEXT} settings={useTelegramSettings()} status={statusOf} reconcile={useReconcileTelegram()}>
      {(view) => <TelegramSettingsForm view={view} />}
    </RoomSettingsCard>
  );
}

function TelegramSettingsForm({ view }: { view: TelegramAdminView }) {
  const { form, formProps } = useRoomSettingsForm({
    schema: telegramFormSchema,
    view,
    valuesOf,
    update: useUpdateTelegramSettings(),
    platform: "Telegram",
  });
  return (
    <RoomSettingsForm {...formProps}>
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
    </RoomSettingsForm>
  );
}
