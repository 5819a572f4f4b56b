import { useState, type FormEvent } from "react";
import { changePasswordBodySchema } from "@shared/auth";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField, describedBy } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { useChangePassword } from "@/features/auth/api/change-password";
import { FormErrorAlert } from "@/features/auth/components/form-error-alert";
import { NewPasswordFields, passwordsDiffer } from "@/features/auth/components/new-password-fields";
import { ApiError, userFacingMessage } from "@/lib/api-client";

export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const mismatch = passwordsDiffer(newPassword, confirmation);
  const ready = currentPassword.length > 0 && newPassword.length > 0 && newPassword === confirmation;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || mutation.isPending) return;
    const parsed = changePasswordBodySchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    mutation.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword("");
        setNewPassword("");
        setConfirmation("");
      },
    });
  }

  const serverError = mutation.error ? userFacingMessage(mutation.error, "Could not change the password") : null;
  // A refused new password (too guessable) is said under its field rather than in the alert.
  const newPasswordError = mutation.error instanceof ApiError ? mutation.error.fieldErrors.newPassword : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
          {mutation.isSuccess && (
            <Alert variant="success">
              <AlertDescription>{mutation.data}</AlertDescription>
            </Alert>
          )}
          <FormErrorAlert
            message={invalid ?? (newPasswordError ? null : serverError)}
            details={mutation.error instanceof ApiError ? mutation.error.fieldErrors : {}}
          />
          <FormField id="current-password" label="Current password">
            <PasswordInput
              id="current-password"
              name="currentPassword"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              disabled={mutation.isPending}
              aria-describedby={describedBy("current-password")}
            />
          </FormField>
          <NewPasswordFields
            idPrefix="new"
            passwordLabel="New password"
            password={newPassword}
            confirmation={confirmation}
            onPasswordChange={setNewPassword}
            onConfirmationChange={setConfirmation}
            passwordError={newPasswordError}
            disabled={mutation.isPending}
          />
          <Button type="submit" className="w-full sm:w-fit" disabled={!ready || mismatch || mutation.isPending}>
            {mutation.isPending && <Spinner />}
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
