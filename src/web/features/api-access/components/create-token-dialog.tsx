import { useState } from "react";
import { createApiTokenSchema, type CreatedApiToken } from "@shared/api-access";
import { DialogActions, TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCreateApiToken } from "@/features/api-access/api/create-api-token";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { ShownOnce } from "@/features/api-access/components/shown-once";

/** "New token": a name, then the token itself, shown once with a copy button. */
export function CreateTokenDialog({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const mutation = useCreateApiToken();
  const form = useZodForm(createApiTokenSchema, { defaultValues: { name: "" } });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCreated(null);
      form.reset({ name: "" });
    }
  };
  const create = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: setCreated,
      onError: (error) => showServerError(form, error, "Could not make the token"),
    }),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button className="w-full sm:w-fit" disabled={disabled}>
          New token
        </Button>
      }
      title={created ? "Your new API token" : "New API token"}
      description={
        created
          ? `Send it as "Authorization: Bearer <token>". It reads positions, their histories and statistics; it cannot change anything.`
          : "Name it after what will use it, so you know which to revoke."
      }
    >
      {created ? (
        <div className="grid gap-4">
          <ShownOnce label="API token" value={created.token} />
          <Button className="w-full sm:w-fit sm:justify-self-end" onClick={() => onOpenChange(false)}>
            Done
          </Button>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={create} noValidate>
          <FormErrorAlert message={formError(form)} />
          <FormField id="token-name" label="Name" error={fieldError(form, "name")}>
            <Input {...controlProps(form, "name", "token-name")} placeholder="My trading bot" autoComplete="off" />
          </FormField>
          <DialogActions cancelLabel="Cancel" confirmLabel="Make token" pending={mutation.isPending} />
        </form>
      )}
    </TitledDialog>
  );
}
