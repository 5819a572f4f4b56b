import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@shared/auth";
import { FormField, describedBy } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";

interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel?: string;
  /** A message about the password itself, from validation or the server. */
  passwordError?: string | null;
  disabled?: boolean;
}

/** A chosen password needs the minimum length and a matching confirmation. */
export function passwordsDiffer(password: string, confirmation: string): boolean {
  return confirmation.length > 0 && password !== confirmation;
}

export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordLabel = "Password",
  passwordError,
  disabled,
}: NewPasswordFieldsProps) {
  const passwordId = `${idPrefix}-password`;
  const confirmationId = `${idPrefix}-confirm-password`;
  const mismatch = passwordsDiffer(password, confirmation);

  return (
    <>
      <FormField
        id={passwordId}
        label={passwordLabel}
        error={passwordError}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password or your name`}
      >
        <PasswordInput
          id={passwordId}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          disabled={disabled}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(passwordId)}
        />
      </FormField>
      <FormField
        id={confirmationId}
        label="Confirm password"
        error={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : null}
      >
        <PasswordInput
          id={confirmationId}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => onConfirmationChange(event.target.value)}
          disabled={disabled}
          aria-invalid={mismatch ? true : undefined}
          aria-describedby={describedBy(confirmationId)}
        />
      </FormField>
    </>
  );
}
