import { SUPPORT_MESSAGE_MAX, supportMessageInputSchema, type SupportMessageInput } from "@shared/support";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

const EMPTY = { body: "" };

/** Writes one message; the member's page and the admin's Support tab both use it, with their own label and send. */
export function SupportMessageForm({
  id,
  label,
  submitLabel,
  pending,
  send,
}: {
  id: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  send: (input: SupportMessageInput, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}) {
  const { t } = useT();
  const form = useZodForm(supportMessageInputSchema, { defaultValues: EMPTY });
  const length = form.watch("body").length;
  const submit = form.handleSubmit((input) =>
    send(input, {
      onSuccess: () => form.reset(EMPTY),
      onError: (error) => showServerError(form, error, t("account:support.sendFailed")),
    }),
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormErrorAlert message={formError(form)} />
      <FormField id={id} label={label} error={fieldError(form, "body")}>
        <Textarea
          {...controlProps(form, "body", id)}
          rows={4}
          maxLength={SUPPORT_MESSAGE_MAX}
          disabled={pending}
          onKeyDown={(event) => {
            // Ctrl or Cmd + Enter sends, as in most messengers; Enter alone starts a new line.
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void submit();
          }}
        />
      </FormField>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {length > SUPPORT_MESSAGE_MAX - 500 ? t("account:support.left", { count: SUPPORT_MESSAGE_MAX - length }) : ""}
        </p>
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
