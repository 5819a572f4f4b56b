import { Check, Copy, MessagesSquare, X } from "lucide-react";
import { useEffect } from "react";
import { DISCORD_ACCESS_END, DISCORD_ACCESS_END_LABELS, type DiscordAdminView } from "@shared/discord";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useDiscordSettings } from "@/features/admin-integrations/api/get-discord-settings";
import { useReconcileDiscord } from "@/features/admin-integrations/api/reconcile-discord";
import { useUpdateDiscordSettings } from "@/features/admin-integrations/api/update-discord-settings";
import { discordFormSchema, type DiscordFormValues } from "@/features/admin-integrations/lib/discord-form";
import { RoomActions } from "@/features/admin-integrations/components/room-actions";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const STATE_BADGE = {
  off: { label: "Off", variant: "outline" },
  unchecked: { label: "Not checked yet", variant: "outline" },
  connected: { label: "Connected", variant: "gain" },
  problem: { label: "Needs attention", variant: "warning" },
} as const;

function BotStatus({ view }: { view: DiscordAdminView }) {
  const { status } = view;
  const badge = STATE_BADGE[status.state];
  return (
    <div className="grid gap-2 rounded-lg border p-3" role="status" aria-label="Discord bot status">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {status.botName && <span className="font-medium break-all">{status.botName}</span>}
        {status.guildName && <span className="break-all text-muted-foreground">in {status.guildName}</span>}
      </p>
      {status.checks.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {status.checks.map((check) => (
            <li key={check.check} className="flex items-center gap-2">
              {check.ok ? (
                <Check className="size-4 shrink-0 text-gain" aria-label="ok" />
              ) : (
                <X className="size-4 shrink-0 text-loss" aria-label="missing" />
              )}
              {check.label}
            </li>
          ))}
        </ul>
      )}
      {status.state === "off" && (
        <p className="text-sm text-muted-foreground">
          Not set up: create an application with a bot in Discord's Developer Portal, invite the bot to your server,
          then enter its details below (docs/integrations.md explains each step).
        </p>
      )}
      {status.problems.map((problem) => (
        <p key={problem} className="text-sm text-loss">
          {problem}
        </p>
      ))}
      {view.configured && (
        <p className="text-xs text-muted-foreground">
          {view.counts.linked} linked · {view.counts.joined} in the server · {view.counts.pendingJobs} waiting to be
          done
          {view.counts.failedJobs > 0 ? ` · ${view.counts.failedJobs} given up` : ""}
        </p>
      )}
    </div>
  );
}

function Actions({ view }: { view: DiscordAdminView }) {
  const reconcile = useReconcileDiscord();
  return (
    <RoomActions
      title="What the server's checks did"
      listLabel="Discord actions"
      actions={view.actions}
      reconcile={reconcile}
    />
  );
}

const ID_FIELDS = [
  { name: "clientId", label: "Application (client) id", hint: "Developer Portal, OAuth2." },
  { name: "guildId", label: "Server id", hint: "Right-click the server, Copy Server ID (developer mode)." },
  { name: "trialRoleId", label: "Trial role id", hint: "Given to Trial members and admin-granted plans." },
  { name: "proRoleId", label: "Pro role id", hint: "Given to Pro members." },
  { name: "channelId", label: "Signals channel id", hint: "Where signals are posted." },
] as const;

/**
 * docs/integrations.md#discord: the bot token, the OAuth2 application, the server, the Trial and Pro roles, the signals
 * channel and what happens when access ends; whether the bot has what it needs, and what the access check and the
 * reconciler did. Saving asks the admin to confirm it is them (the step-up dialog).
 */
export function DiscordCard() {
  const settings = useDiscordSettings();
  const update = useUpdateDiscordSettings();
  const form = useZodForm(discordFormSchema, {
    defaultValues: {
      botToken: "",
      clientId: "",
      clientSecret: "",
      guildId: "",
      trialRoleId: "",
      proRoleId: "",
      channelId: "",
      onAccessEnd: "kick",
      exceptions: "",
    } satisfies DiscordFormValues,
  });
  const view = settings.data;
  const { reset } = form;
  useEffect(() => {
    if (view)
      reset({
        botToken: "",
        clientSecret: "",
        clientId: view.clientId ?? "",
        guildId: view.guildId ?? "",
        trialRoleId: view.trialRoleId ?? "",
        proRoleId: view.proRoleId ?? "",
        channelId: view.channelId ?? "",
        onAccessEnd: view.onAccessEnd,
        exceptions: view.exceptions.join(", "),
      });
  }, [view, reset]);

  const listErrors = form.formState.errors.exceptions as unknown as Record<string, { message?: string }> | undefined;
  const exceptionsError =
    fieldError(form, "exceptions") ?? Object.values(listErrors ?? {}).find((error) => error?.message)?.message ?? null;

  const save = form.handleSubmit((input) =>
    update.mutate(input, {
      onError: (error) => showServerError(form, error, "Could not save the Discord settings"),
    }),
  );

  return (
    <Card role="region" aria-labelledby="discord-settings-title">
      <CardHeader>
        <CardTitle id="discord-settings-title" className="flex items-center gap-2 text-base">
          <MessagesSquare className="size-4 text-info" aria-hidden />
          Discord server
        </CardTitle>
        <CardDescription>
          A server whose Trial and Pro roles follow each member's plan, and a channel where signals are posted.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError || !view ? (
          <p className="text-sm text-loss">Could not load the Discord settings.</p>
        ) : (
          <>
            <BotStatus view={view} />
            <div className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="text-muted-foreground">Redirect URL to register under OAuth2, Redirects:</p>
              <p className="flex items-center gap-2">
                <code className="min-w-0 flex-1 text-xs break-all">{view.redirectUrl}</code>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label="Copy the redirect URL"
                  onClick={() => void navigator.clipboard?.writeText(view.redirectUrl)}
                >
                  <Copy aria-hidden />
                </Button>
              </p>
            </div>
            <form className="grid gap-4" onSubmit={save} noValidate>
              {update.isSuccess && (
                <Alert variant="success">
                  <AlertDescription>Saved.</AlertDescription>
                </Alert>
              )}
              <FormErrorAlert message={formError(form)} />
              <FormField
                id="discord-token"
                label="Bot token"
                error={fieldError(form, "botToken")}
                hint={
                  view.tokenHint ? `Stored (ends ${view.tokenHint}); leave blank to keep it.` : "Developer Portal, Bot."
                }
              >
                <Input
                  {...controlProps(form, "botToken", "discord-token")}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={view.tokenHint ? `Stored: ${view.tokenHint}` : "MTE…"}
                />
              </FormField>
              <FormField
                id="discord-secret"
                label="Client secret"
                error={fieldError(form, "clientSecret")}
                hint={
                  view.clientSecretHint
                    ? `Stored (ends ${view.clientSecretHint}); leave blank to keep it.`
                    : "Developer Portal, OAuth2."
                }
              >
                <Input
                  {...controlProps(form, "clientSecret", "discord-secret")}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={view.clientSecretHint ? `Stored: ${view.clientSecretHint}` : ""}
                />
              </FormField>
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
              <FormField
                id="discord-exceptions"
                label="Never touched (Discord user ids)"
                error={exceptionsError}
                hint="Staff and your own accounts, separated by commas."
              >
                <Textarea
                  {...controlProps(form, "exceptions", "discord-exceptions")}
                  className="min-h-16"
                  spellCheck={false}
                />
              </FormField>
              <Button type="submit" className="w-full sm:w-fit" disabled={update.isPending}>
                {update.isPending && <Spinner />}
                Save Discord settings
              </Button>
            </form>
            {view.configured && <Actions view={view} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
