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
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** The token comes from the link, not from a box. */
const resetFormSchema = withPasswordConfirmation(resetPasswordBodySchema.pick({ password: true }));

export function ResetPasswordPage() {
  const { t } = useT();
  usePageMeta({ title: t("auth:reset.title"), description: t("auth:reset.meta") });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
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
      <OutcomeCard icon={OUTCOME_ICONS.brokenLink} title={t("auth:link.unusable")} message={message}>
        <OutcomeLink to="/forgot-password" label={t("auth:reset.requestNew")} main />
      </OutcomeCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <OutcomeCard icon={OUTCOME_ICONS.done} title={t("auth:reset.done")} message={reset.data}>
        <OutcomeLink to="/login" label={t("auth:login.title")} main />
      </OutcomeCard>
    );
  }

  const setPassword = form.handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onError: (error) => showServerError(form, error, t("auth:reset.failed")) }),
  );
  const canSubmit = password.length > 0 && confirmation.length > 0 && !passwordsDiffer(password, confirmation);

  return (
    <AuthShell>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-2xl">{t("auth:reset.title")}</CardTitle>
          <CardDescription>{t("auth:reset.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={setPassword} noValidate className="grid gap-5">
            <FormErrorAlert message={formError(form)} />
            <NewPasswordFields
              form={form}
              idPrefix="reset"
              passwordField="password"
              passwordLabel={t("auth:password.new")}
              disabled={reset.isPending}
            />
            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} pending={reset.isPending}>
              {reset.isPending ? t("auth:reset.saving") : t("auth:reset.submit")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
