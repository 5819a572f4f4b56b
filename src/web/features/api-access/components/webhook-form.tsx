import { useState } from "react";
import { useController } from "react-hook-form";
import {
  WEBHOOK_EVENT_NAMES,
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

const DEFAULT_EVENTS: WebhookEventType[] = ["opened", "target_hit", "stop_moved", "closed"];
const EMPTY_FORM = { url: "", eventTypes: DEFAULT_EVENTS };

/** "Add an endpoint": its https address and the trade events it receives; then its secret, shown once. */
export function WebhookForm({ disabled }: { disabled: boolean }) {
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
      onError: (error) => showServerError(form, error, "Could not add the endpoint"),
    }),
  );

  return (
    <div className="grid gap-4">
      {created && (
        <div className="grid gap-2" role="group" aria-label="New endpoint's signing secret">
          <p className="text-sm">
            Signing secret of <span className="font-medium break-all">{created.url}</span>:
          </p>
          <ShownOnce label="Signing secret" value={created.secret} />
        </div>
      )}
      <form className="grid gap-4" onSubmit={add} noValidate aria-label="Add a webhook endpoint">
        <FormErrorAlert message={formError(form)} />
        <FormField
          id="webhook-url"
          label="Endpoint URL"
          error={fieldError(form, "url")}
          hint="An https:// address on the internet that answers 2xx."
        >
          <Input
            {...controlProps(form, "url", "webhook-url")}
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/signals"
            autoComplete="off"
            disabled={disabled}
          />
        </FormField>
        <fieldset className="grid gap-2" aria-describedby="webhook-events-message">
          <legend className="mb-2 text-sm font-medium">Events</legend>
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
                  {WEBHOOK_EVENT_NAMES[type]}
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
          Add endpoint
        </Button>
      </form>
    </div>
  );
}
