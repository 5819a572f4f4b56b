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
import { useT } from "@/lib/i18n";

/** "New token": a name, then the token itself, shown once with a copy button. */
export function CreateTokenDialog({ disabled }: { disabled: boolean }) {
  const { t } = useT();
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
      onError: (error) => showServerError(form, error, t("account:api.makeFailed")),
    }),
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button className="w-full sm:w-fit" disabled={disabled}>
          {t("account:api.newToken")}
        </Button>
      }
      title={created ? t("account:api.yourNewToken") : t("account:api.newTokenTitle")}
      description={
        created ? t("account:api.howToSend", { header: "Authorization: Bearer <token>" }) : t("account:api.nameIt")
      }
    >
      {created ? (
        <div className="grid gap-4">
          <ShownOnce label={t("account:api.token")} value={created.token} />
          <Button className="w-full sm:w-fit sm:justify-self-end" onClick={() => onOpenChange(false)}>
            {t("account:twoStep.done")}
          </Button>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={create} noValidate>
          <FormErrorAlert message={formError(form)} />
          <FormField id="token-name" label={t("account:api.name")} error={fieldError(form, "name")}>
            <Input
              {...controlProps(form, "name", "token-name")}
              placeholder={t("account:api.namePlaceholder")}
              autoComplete="off"
            />
          </FormField>
          <DialogActions
            cancelLabel={t("auth:common.cancel")}
            confirmLabel={t("account:api.make")}
            pending={mutation.isPending}
          />
        </form>
      )}
    </TitledDialog>
  );
}
