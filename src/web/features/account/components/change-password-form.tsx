import { changePasswordBodySchema } from "@shared/auth";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useChangePassword } from "@/features/auth/api/change-password";
import { NewPasswordFields } from "@/features/auth/components/new-password-fields";
import { withPasswordConfirmation } from "@/features/auth/lib/password-confirmation";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

const changePasswordFormSchema = withPasswordConfirmation(changePasswordBodySchema);
const EMPTY_FORM = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordForm() {
  const { t } = useT();
  const mutation = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY_FORM });
  const [currentPassword, newPassword, confirmation] = form.watch([
    "currentPassword",
    "newPassword",
    "confirmPassword",
  ]);
  const ready = currentPassword.length > 0 && newPassword.length > 0 && newPassword === confirmation;

  const change = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => form.reset(EMPTY_FORM),
      onError: (error) => showServerError(form, error, t("account:password.failed")),
    }),
  );

  return (
    <SectionCard region title={t("account:password.title")} description={t("account:password.description")}>
      <form className="flex flex-col gap-4" onSubmit={change} noValidate>
        {mutation.isSuccess && (
          <Alert variant="success">
            <AlertDescription>{mutation.data}</AlertDescription>
          </Alert>
        )}
        <FormErrorAlert message={formError(form)} />
        <FormField
          id="current-password"
          label={t("account:password.current")}
          error={fieldError(form, "currentPassword")}
        >
          <PasswordInput
            {...controlProps(form, "currentPassword", "current-password")}
            autoComplete="current-password"
            required
            disabled={mutation.isPending}
          />
        </FormField>
        <NewPasswordFields
          form={form}
          idPrefix="new"
          passwordField="newPassword"
          passwordLabel={t("account:password.new")}
          disabled={mutation.isPending}
        />
        <Button type="submit" className="w-full sm:w-fit" disabled={!ready} pending={mutation.isPending}>
          {t("account:password.change")}
        </Button>
      </form>
    </SectionCard>
  );
}
