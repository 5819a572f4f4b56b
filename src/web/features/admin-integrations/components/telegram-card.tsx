import { Check, Send, X } from "lucide-react";
import { useEffect } from "react";
import type { TelegramAdminView } from "@shared/telegram";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useTelegramSettings } from "@/features/admin-integrations/api/get-telegram-settings";
import { useReconcileTelegram } from "@/features/admin-integrations/api/reconcile-telegram";
import { useUpdateTelegramSettings } from "@/features/admin-integrations/api/update-telegram-settings";
import { telegramFormSchema, type TelegramFormValues } from "@/features/admin-integrations/lib/telegram-form";
import { RoomActions } from "@/features/admin-integrations/components/room-actions";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const STATE_BADGE = {
  off: { label: "Off", variant: "outline" },
  connected: { label: "Connected", variant: "gain" },
  problem: { label: "Needs attention", variant: "warning" },
} as const;

function BotStatus({ view }: { view: TelegramAdminView }) {
  const { status } = view;
  const badge = STATE_BADGE[status.state];
  return (
    <div className="grid gap-2 rounded-lg border p-3" role="status" aria-label="Bot status">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {status.botUsername && <span className="font-medium break-all">@{status.botUsername}</span>}
        {status.chatTitle && <span className="break-all text-muted-foreground">in {status.chatTitle}</span>}
      </p>
      {status.rights.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {status.rights.map((right) => (
            <li key={right.right} className="flex items-center gap-2">
              {right.granted ? (
                <Check className="size-4 text-gain" aria-label="granted" />
              ) : (
                <X className="size-4 text-loss" aria-label="missing" />
              )}
              {right.label}
            </li>
          ))}
        </ul>
      )}
      {status.state === "off" && (
        <p className="text-sm text-muted-foreground">
          Not set up: create a bot with BotFather, make it an administrator of your private channel or group, then enter
          its token and the room below.
        </p>
      )}
      {status.problems.map((problem) => (
        <p key={problem} className="text-sm text-loss">
          {problem}
        </p>
      ))}
      {view.configured && (
        <p className="text-xs text-muted-foreground">
          {view.counts.linked} linked · {view.counts.joined} in the room · {view.counts.pendingJobs} waiting to be done
          {view.counts.failedJobs > 0 ? ` · ${view.counts.failedJobs} given up` : ""}
        </p>
      )}
    </div>
  );
}

function Actions({ view }: { view: TelegramAdminView }) {
  const reconcile = useReconcileTelegram();
  return (
    <RoomActions
      title="What the room's checks did"
      listLabel="Room actions"
      actions={view.actions}
      reconcile={reconcile}
    />
  );
}

/**
 * docs/integrations.md: the bot token, the private room and the exceptions never removed; whether the bot is
 * connected with the rights it needs, and what the access check and the reconciler did. Saving asks the admin to
 * confirm it is them (the step-up dialog).
 */
export function TelegramCard() {
  const settings = useTelegramSettings();
  const update = useUpdateTelegramSettings();
  const form = useZodForm(telegramFormSchema, {
    defaultValues: { botToken: "", chat: "", proChat: "", exceptions: "" } satisfies TelegramFormValues,
  });
  const view = settings.data;
  const { reset } = form;
  useEffect(() => {
    if (view) {
      reset({
        botToken: "",
        chat: view.chat ?? "",
        proChat: view.proChat ?? "",
        exceptions: view.exceptions.join(", "),
      });
    }
  }, [view, reset]);

  // A bad id is reported at its place in the list ("exceptions.1"): shown under the one box they are typed in.
  const listErrors = form.formState.errors.exceptions as unknown as Record<string, { message?: string }> | undefined;
  const exceptionsError =
    fieldError(form, "exceptions") ?? Object.values(listErrors ?? {}).find((error) => error?.message)?.message ?? null;

  const save = form.handleSubmit((input) =>
    update.mutate(input, {
      onError: (error) => showServerError(form, error, "Could not save the Telegram settings"),
    }),
  );

  return (
    <Card role="region" aria-labelledby="telegram-settings-title">
      <CardHeader>
        <CardTitle id="telegram-settings-title" className="flex items-center gap-2 text-base">
          <Send className="size-4 text-info" aria-hidden />
          Telegram room
        </CardTitle>
        <CardDescription>
          A private channel or group that follows each member's plan, and where signals are posted.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError || !view ? (
          <p className="text-sm text-loss">Could not load the Telegram settings.</p>
        ) : (
          <>
            <BotStatus view={view} />
            <form className="grid gap-4" onSubmit={save} noValidate>
              {update.isSuccess && (
                <Alert variant="success">
                  <AlertDescription>Saved.</AlertDescription>
                </Alert>
              )}
              <FormErrorAlert message={formError(form)} />
              <FormField
                id="telegram-token"
                label="Bot token"
                error={fieldError(form, "botToken")}
                hint={view.tokenHint ? `Stored (ends ${view.tokenHint}); leave blank to keep it.` : "From BotFather."}
              >
                <Input
                  {...controlProps(form, "botToken", "telegram-token")}
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={view.tokenHint ? `Stored: ${view.tokenHint}` : "123456789:AA…"}
                />
              </FormField>
              <FormField
                id="telegram-chat"
                label="Channel or group"
                error={fieldError(form, "chat")}
                hint="Its numeric id (-100…) or @username."
              >
                <Input
                  {...controlProps(form, "chat", "telegram-chat")}
                  spellCheck={false}
                  placeholder="-1001234567890"
                />
              </FormField>
              <FormField
                id="telegram-pro-chat"
                label="Pro room (optional)"
                error={fieldError(form, "proChat")}
                hint="A second channel or group for Pro members only, posted to first. Leave blank for none."
              >
                <Input {...controlProps(form, "proChat", "telegram-pro-chat")} spellCheck={false} />
              </FormField>
              <FormField
                id="telegram-exceptions"
                label="Never removed (Telegram user ids)"
                error={exceptionsError}
                hint="Staff and your own accounts, separated by commas."
              >
                <Textarea
                  {...controlProps(form, "exceptions", "telegram-exceptions")}
                  className="min-h-16"
                  spellCheck={false}
                />
              </FormField>
              <Button type="submit" className="w-full sm:w-fit" disabled={update.isPending}>
                {update.isPending && <Spinner />}
                Save Telegram settings
              </Button>
            </form>
            {view.configured && <Actions view={view} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
