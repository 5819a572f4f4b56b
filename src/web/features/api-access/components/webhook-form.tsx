import { useState } from "react";
import { useController } from "react-hook-form";
import {
  WEBHOOK_EVENT_TYPES,
  webhookEndpointInputSchema,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from "@shared/api-access";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateWebhook } from "@/features/api-access/api/create-webhook";
import { ShownOnce } from "@/features/api-access/components/shown-once";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

const DEFAULT_EVENTS: WebhookEventType[] = ["opened", "target_hit", "stop_moved", "closed"];
const EMPTY_FORM = { url: "", eventTypes: DEFAULT_EVENTS };

/** Each trade event's name, as the webhook form and log show it (WEBHOOK_EVENT_TYPES). */
export const EVENT_NAMES = {
  opened: "account:api.events.opened",
  target_hit: "account:api.events.targetHit",
  partial_close: "account:api.events.partialClose",
  stop_moved: "account:api.events.stopMoved",
  target_changed: "account:api.events.targetChanged",
  note: "account:api.events.note",
  closed: "account:api.events.closed",
  close_corrected: "account:api.events.closeCorrected",
  cancelled: "account:api.events.cancelled",
  voided: "account:api.events.voided",
  plan_corrected: "account:api.events.planCorrected",
} as const satisfies Record<WebhookEventType, string>;

/** "Add an endpoint": its https address and the trade events it receives; then its secret, shown once. */
export function WebhookForm({ disabled }: { disabled: boolean }) {
  const { t } = useT();
  const mutation = useCreateWebhook();
  const [created, setCreated] = useState<WebhookEndpointWithSecret | null>(null);
  const form = useZodForm(webhookEndpointInputSchema, { defaultValues: EMPTY_FORM });
  const { field: events } = useController({ control: form.control, name: "eventTypes" });
  const chosen = new Set(events.value);
  const toggle = (type: WebhookEventType, on: boolean) =>
    events.onChange(WEBHOOK_EVENT_TYPES.filter((other) => (other === type ? on : chosen.has(other))));

  const add = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (endpoint) => {
        setCreated(endpoint);
        form.reset(EMPTY_FORM);
      },
      onError: (error) => showServerError(form, error, t("account:api.addFailed")),
    }),
  );

  return (
    <div className="grid gap-4">
      {created && (
        <div className="grid gap-2" role="group" aria-label={t("account:api.newSecretLabel")}>
          <p className="text-sm">
            {richText(t, "account:api.secretOf", {
              url: (
                <bdi dir="ltr" className="font-medium break-all">
                  {created.url}
                </bdi>
              ),
            })}
          </p>
          <ShownOnce label={t("account:api.secret")} value={created.secret} />
        </div>
      )}
      <form className="grid gap-4" onSubmit={add} noValidate aria-label={t("account:api.addLabel")}>
        <FormErrorAlert message={formError(form)} />
        <FormField
          id="webhook-url"
          label={t("account:api.url")}
          error={fieldError(form, "url")}
          hint={t("account:api.urlHint")}
        >
          <Input
            {...controlProps(form, "url", "webhook-url")}
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/signals"
            dir="ltr"
            autoComplete="off"
            disabled={disabled}
          />
        </FormField>
        <fieldset className="grid gap-2" aria-describedby="webhook-events-message">
          <legend className="mb-2 text-sm font-medium">{t("account:api.events.title")}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <Checkbox
                  id={`webhook-event-${type}`}
                  checked={chosen.has(type)}
                  disabled={disabled}
                  onCheckedChange={(checked) => toggle(type, checked === true)}
                />
                <Label htmlFor={`webhook-event-${type}`} className="font-normal">
                  {t(EVENT_NAMES[type])}
                </Label>
              </div>
            ))}
          </div>
          {fieldError(form, "eventTypes") && (
            <p id="webhook-events-message" className="text-sm text-loss">
              {fieldError(form, "eventTypes")}
            </p>
          )}
        </fieldset>
        <Button type="submit" className="w-full sm:w-fit" disabled={disabled} pending={mutation.isPending}>
          {t("account:api.add")}
        </Button>
      </form>
    </div>
  );
}
