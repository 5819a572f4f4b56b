import { Copy, MessagesSquare } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import {
  DISCORD_ACCESS_END,
  DISCORD_ACCESS_END_LABELS,
  discordAdminViewSchema,
  discordSettingsInputSchema,
  type DiscordAdminView,
  type DiscordSettingsInput,
} from "@shared/discord";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@shared/i18n/languages";
import { Button } from "@/components/ui/button";
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
  id: "discord",
  platform: "Discord",
  title: "Discord server",
  description: "A server whose Trial and Pro roles follow each member's plan, and a channel where signals are posted.",
  icon: MessagesSquare,
  statusLabel: "Discord bot status",
  metLabel: "ok",
  setUp:
    "Not set up: create an application with a bot in Discord's Developer Portal, invite the bot to your server, then enter its details below (docs/integrations.md explains each step).",
  room: "the server",
  actionsTitle: "What the server's checks did",
  actionsLabel: "Discord actions",
};

const ID_FIELDS = [
  { name: "clientId", label: "Application (client) id", hint: "Developer Portal, OAuth2." },
  { name: "guildId", label: "Server id", hint: "Right-click the server, Copy Server ID (developer mode)." },
  { name: "trialRoleId", label: "Trial role id", hint: "Given to Trial members and admin-granted plans." },
  { name: "proRoleId", label: "Pro role id", hint: "Given to Pro members." },
  { name: "channelId", label: "Signals channel id", hint: "Where signals are posted." },
] as const;

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
    language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
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
    language: form.language,
  }))
  .pipe(discordSettingsInputSchema);

type DiscordFormValues = z.input<typeof discordFormSchema>;

function statusOf({ status }: DiscordAdminView): RoomBotStatus {
  return {
    state: status.state,
    bot: status.botName,
    place: status.guildName,
    needs: status.checks.map((check) => ({ key: check.check, label: check.label, met: check.ok })),
    problems: status.problems,
  };
}

function valuesOf(view: DiscordAdminView): DiscordFormValues {
  return {
    botToken: "",
    clientSecret: "",
    clientId: view.clientId ?? "",
    guildId: view.guildId ?? "",
    trialRoleId: view.trialRoleId ?? "",
    proRoleId: view.proRoleId ?? "",
    channelId: view.channelId ?? "",
    onAccessEnd: view.onAccessEnd,
    exceptions: view.exceptions.join(", "),
    language: view.language,
  };
}

/**
 * docs/integrations.md#discord: the bot token, the OAuth2 application, the server, the Trial and Pro roles, the signals
 * channel and what happens when access ends; whether the bot has what it needs, and what the access check and the
 * reconciler did.
 */
export function DiscordCard() {
  return (
    <PlatformRoomCard
      room={{
        text: TEXT,
        viewSchema: discordAdminViewSchema,
        formSchema: discordFormSchema,
        valuesOf,
        statusOf,
        before: (view) => <RedirectUrl url={view.redirectUrl} />,
        fields: (form, view) => <DiscordFields form={form} view={view} />,
      }}
    />
  );
}

/** The address Discord sends a member back to after consenting, which the application must list. */
function RedirectUrl({ url }: { url: string }) {
  return (
    <div className="grid gap-1 rounded-lg border p-3 text-sm">
      <p className="text-muted-foreground">Redirect URL to register under OAuth2, Redirects:</p>
      <p className="flex items-center gap-2">
        <code className="min-w-0 flex-1 text-xs break-all">{url}</code>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Copy the redirect URL"
          onClick={() => void navigator.clipboard?.writeText(url)}
        >
          <Copy aria-hidden />
        </Button>
      </p>
    </div>
  );
}

function DiscordFields({
  form,
  view,
}: {
  form: UseFormReturn<DiscordFormValues, unknown, DiscordSettingsInput>;
  view: DiscordAdminView;
}) {
  return (
    <>
      <SecretField
        form={form}
        name="botToken"
        id="discord-token"
        label="Bot token"
        stored={view.tokenHint}
        where="Developer Portal, Bot."
        placeholder="MTE…"
      />
      <SecretField
        form={form}
        name="clientSecret"
        id="discord-secret"
        label="Client secret"
        stored={view.clientSecretHint}
        where="Developer Portal, OAuth2."
        placeholder=""
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {ID_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`discord-${field.name}`}
            label={field.label}
            error={fieldError(form, field.name)}
            hint={field.hint}
          >
            <Input
              {...controlProps(form, field.name, `discord-${field.name}`)}
              inputMode="numeric"
              spellCheck={false}
              placeholder="123456789012345678"
            />
          </FormField>
        ))}
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">When access ends</legend>
        {DISCORD_ACCESS_END.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="radio" value={choice} className="size-4" {...form.register("onAccessEnd")} />
            {DISCORD_ACCESS_END_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      <ExceptionsField form={form} name="exceptions" id="discord-exceptions" label="Never touched (Discord user ids)" />
      <RoomLanguageField form={form} name="language" id="discord-language" />
    </>
  );
}
