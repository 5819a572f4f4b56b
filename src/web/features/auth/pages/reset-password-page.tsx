import { useSearchParams } from "react-router";
import { AUTH_MESSAGES, resetPasswordBodySchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { useResetPassword } from "@/features/auth/api/reset-password";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { OUTCOME_ICONS, OutcomeCard, OutcomeLink } from "@/features/auth/components/outcome-card";
import { NewPasswordFields } from "@/features/auth/components/new-password-fields";
import { passwordsDiffer, withPasswordConfirmation } from "@/features/auth/lib/password-confirmation";
import { ApiError, userFacingMessage } from "@/lib/api-client";
import { formError, showServerError, useZodForm } from "@/lib/forms";
import { usePageMeta } from "@/lib/use-page-meta";
import { useT } from "@/lib/i18n";

const RESET_FAILED = "We could not reset your password. Please try again.";
/** The token comes from the link, not from a box. */
const resetFormSchema = withPasswordConfirmation(resetPasswordBodySchema.pick({ password: true }));

export function ResetPasswordPage() {
  usePageMeta({ title: "Choose a new password", description: "Choose a new password for your account." });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const { t } = useT();
  const form = useZodForm(resetFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const [password, confirmation] = form.watch(["password", "confirmPassword"]);

  // A 400 without a field error is the server rejecting the link itself (invalid, expired or used).
  const linkRejected =
    reset.error instanceof ApiError && reset.error.status === 400 && Object.keys(reset.error.fieldErrors).length === 0;

  if (!token || linkRejected) {
    const message = linkRejected
      ? userFacingMessage(reset.error, t(AUTH_MESSAGES.resetLinkInvalid))
      : t(AUTH_MESSAGES.resetLinkInvalid);
    return (
      <OutcomeCard icon={OUTCOME_ICONS.brokenLink} title="This link can't be used" message={message}>
        <OutcomeLink to="/forgot-password" label="Request a new link" main />
      </OutcomeCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <OutcomeCard icon={OUTCOME_ICONS.done} title="Password updated" message={reset.data}>
        <OutcomeLink to="/login" label="Sign in" main />
      </OutcomeCard>
    );
  }

  const setPassword = form.handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onError: (error) => showServerError(form, error, RESET_FAILED) }),
  );
  const canSubmit = password.length > 0 && confirmation.length > 0 && !passwordsDiffer(password, confirmation);

  return (
    <AuthShell>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>Pick a password you don't use anywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={setPassword} noValidate className="grid gap-5">
            <FormErrorAlert message={formError(form)} />
            <NewPasswordFields
              form={form}
              idPrefix="reset"
              passwordField="password"
              passwordLabel="New password"
              disabled={reset.isPending}
            />
            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} pending={reset.isPending}>
              {reset.isPending ? "Saving..." : "Set new password"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
