import { BellRing } from "lucide-react";
import { useId, useState } from "react";
import { useController } from "react-hook-form";
import { z } from "zod";
import { TEST_PUSH_DEFAULT_MESSAGE, testPushBodySchema, type TestPushBody } from "@shared/notifications";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { TEST_PUSH_FAILED, useSendTestPush } from "@/features/admin-settings/api/send-test-push";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** The box and the checkbox; an empty box sends the default text. */
const testPushFormSchema = z
  .object({ message: z.string(), toAllMembers: z.boolean() })
  .transform(({ message, toAllMembers }): TestPushBody => ({ message, audience: toAllMembers ? "members" : "self" }))
  .pipe(testPushBodySchema);

/**
 * Push test tool: the server's message on success (input cleared), its error otherwise. Sending to every member
 * asks first (docs/product.md#admin): it reaches real phones.
 */
export function TestPushCard() {
  const id = useId();
  const send = useSendTestPush();
  const form = useZodForm(testPushFormSchema, { defaultValues: { message: "", toAllMembers: false } });
  const { field: toAllMembers } = useController({ control: form.control, name: "toAllMembers" });
  const [confirming, setConfirming] = useState<TestPushBody | null>(null);
  const deliver = (body: TestPushBody) =>
    send.mutate(body, {
      onSuccess: () => form.reset(),
      onError: (error) => showServerError(form, error, TEST_PUSH_FAILED),
    });
  const sendTest = form.handleSubmit((body) => (body.audience === "members" ? setConfirming(body) : deliver(body)));

  return (
    <SectionCard
      title="Test Push Notification"
      icon={BellRing}
      compact
      description="Send a push notification to your own subscribed devices, or to every member with access."
    >
      <form noValidate className="grid gap-3" onSubmit={sendTest}>
        <FormField id={id} label="Message" error={fieldError(form, "message")}>
          <Input {...controlProps(form, "message", id)} placeholder={TEST_PUSH_DEFAULT_MESSAGE} />
        </FormField>
        <div className="flex items-center gap-3">
          <Checkbox
            id={`${id}-members`}
            checked={toAllMembers.value}
            onCheckedChange={(checked) => toAllMembers.onChange(checked === true)}
          />
          <label htmlFor={`${id}-members`} className="text-sm">
            Send to all members with access
          </label>
        </div>
        <Button type="submit" className="w-full sm:w-fit" pending={send.isPending}>
          {send.isPending ? "Sending…" : "Send Test Notification"}
        </Button>
        {send.isSuccess && (
          <Alert variant="success">
            <AlertDescription>{send.data.message}</AlertDescription>
          </Alert>
        )}
        <FormErrorAlert message={formError(form)} />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Send to all members?"
        description={`Every member with access gets this notification on their subscribed devices now: "${confirming?.message || TEST_PUSH_DEFAULT_MESSAGE}"`}
        cancelLabel="Cancel"
        confirmLabel="Send to all members"
        onConfirm={() => {
          if (confirming) deliver(confirming);
          setConfirming(null);
        }}
      />
    </SectionCard>
  );
}
