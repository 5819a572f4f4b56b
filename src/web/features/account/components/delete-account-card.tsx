import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ACCOUNT_MESSAGES, deleteAccountBodySchema } from "@shared/account";
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
  const mutation = useDeleteAccount();
  const { t } = useT();
  const signOut = useSignOut();
  const form = useZodForm(deleteAccountBodySchema, { defaultValues: { password: "" } });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: async () => {
        toast.success(t(ACCOUNT_MESSAGES.accountDeleted));
        // The server has ended every session: this leaves the page and forgets the member here too.
        await signOut();
      },
      onError: (error) => showServerError(form, error, "Could not delete your account"),
    }),
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      <FormField id="delete-password" label="Your password" error={fieldError(form, "password")}>
        <PasswordInput
          {...controlProps(form, "password", "delete-password")}
          autoComplete="current-password"
          disabled={mutation.isPending}
        />
      </FormField>
      <DialogActions
        cancelLabel="Keep my account"
        confirmLabel="Delete my account"
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
      title="Delete my account"
      icon={TriangleAlert}
      iconClassName="text-destructive"
      description="Deleting your account cancels any running subscription at once, signs you out everywhere and removes your data. Payment records are kept for accounting, without your name or email. This cannot be undone."
    >
      {isAdmin ? (
        <p className="text-sm text-muted-foreground">{t(ACCOUNT_MESSAGES.adminsCannotDeleteThemselves)}</p>
      ) : (
        <TitledDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="destructive" className="w-full sm:w-fit">
              Delete my account…
            </Button>
          }
          title="Delete your account?"
          description="Your subscription ends now with nothing more charged, and your profile, follows, devices and notifications are removed. Download your data first if you want a copy."
        >
          {open && <DeleteAccountForm />}
        </TitledDialog>
      )}
    </SectionCard>
  );
}
