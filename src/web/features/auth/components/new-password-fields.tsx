import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@shared/auth";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { controlProps, fieldError } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { passwordsDiffer } from "@/features/auth/lib/password-confirmation";

interface NewPasswordFieldsProps<Values extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with these two fields
  form: UseFormReturn<Values, any, any>;
  idPrefix: string;
  /** The form's field holding the chosen password; its confirmation is `confirmPassword`. */
  passwordField: Path<Values>;
  passwordLabel?: string;
  disabled?: boolean;
}

/** The chosen password, with its rule as a hint, and its confirmation, which says at once when it differs. */
export function NewPasswordFields<Values extends FieldValues>({
  form,
  idPrefix,
  passwordField,
  passwordLabel,
  disabled,
}: NewPasswordFieldsProps<Values>) {
  const { t } = useT();
  const confirmationField = "confirmPassword" as Path<Values>;
  const passwordId = `${idPrefix}-password`;
  const confirmationId = `${idPrefix}-confirm-password`;
  const mismatch = passwordsDiffer(form.watch(passwordField), form.watch(confirmationField));
  // Said at once while typing; what a submit found (an empty confirmation) otherwise.
  const confirmationError = mismatch ? t(AUTH_MESSAGES.passwordsDoNotMatch) : fieldError(form, confirmationField);

  return (
    <>
      <FormField
        id={passwordId}
        label={passwordLabel ?? t("auth:password.label")}
        error={fieldError(form, passwordField)}
        hint={t("auth:password.rule", { count: PASSWORD_MIN_LENGTH })}
      >
        <PasswordInput
          {...controlProps(form, passwordField, passwordId)}
          autoComplete="new-password"
          required
          disabled={disabled}
        />
      </FormField>
      <FormField id={confirmationId} label={t("auth:password.confirm")} error={confirmationError}>
        <PasswordInput
          {...controlProps(form, confirmationField, confirmationId)}
          autoComplete="new-password"
          required
          disabled={disabled}
          aria-invalid={confirmationError ? true : undefined}
        />
      </FormField>
    </>
  );
}
