import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { deleteAccountBodySchema } from "@shared/account";
import { TitledDialog, DialogActions } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useDeleteAccount } from "@/features/account/api/delete-account";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

/**
 * The confirmation: the password. With two-step sign-in on and its last check minutes old, the server asks for the
 * second factor too, as for every sensitive change (the confirm-it-is-you dialog, auth/components/step-up-dialog.tsx).
 */
function DeleteAccountForm() {
  const { t } = useT();
  const mutation = useDeleteAccount();
  const signOut = useSignOut();
  const form = useZodForm(deleteAccountBodySchema, { defaultValues: { password: "" } });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: async () => {
        toast.success(t("account:delete.done"));
        // The server has ended every session: this leaves the page and forgets the member here too.
        await signOut();
      },
      onError: (error) => showServerError(form, error, t("account:delete.failed")),
    }),
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      <FormField id="delete-password" label={t("account:password.yours")} error={fieldError(form, "password")}>
        <PasswordInput
          {...controlProps(form, "password", "delete-password")}
          autoComplete="current-password"
          disabled={mutation.isPending}
        />
      </FormField>
      <DialogActions
        cancelLabel={t("account:delete.keep")}
        confirmLabel={t("account:delete.title")}
        variant="destructive"
        pending={mutation.isPending}
      />
    </form>
  );
}

/**
 * The danger zone: deleting the account for good, after a confirmation with the password (docs/product.md#accounts).
 * Administrators cannot delete their own account, so they are told instead.
 */
export function DeleteAccountCard({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();

  return (
    <SectionCard
      className="border-destructive/50"
      title={t("account:delete.title")}
      icon={TriangleAlert}
      iconClassName="text-destructive"
      description={t("account:delete.description")}
    >
      {isAdmin ? (
        <p className="text-sm text-muted-foreground">{t("account:delete.adminsCannot")}</p>
      ) : (
        <TitledDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="destructive" className="w-full sm:w-fit">
              {t("account:delete.trigger")}
            </Button>
          }
          title={t("account:delete.dialogTitle")}
          description={t("account:delete.dialogDescription")}
        >
          {open && <DeleteAccountForm />}
        </TitledDialog>
      )}
    </SectionCard>
  );
}
