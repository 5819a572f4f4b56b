import { ArrowLeft, MailCheck } from "lucide-react";
import { Link } from "react-router";
import { forgotPasswordBodySchema } from "@shared/auth";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { useRequestPasswordReset } from "@/features/auth/api/forgot-password";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { EmailField } from "@/features/auth/components/email-field";
import { formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

export function ForgotPasswordPage() {
  const { t } = useT();
  usePageMeta({ title: t("auth:forgot.metaTitle"), description: t("auth:forgot.meta") });
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: "" } });
  const sendLink = form.handleSubmit((body) =>
    request.mutate(body, { onError: (error) => showServerError(form, error, t("auth:forgot.failed")) }),
  );

  return (
    <AuthShell>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-2xl">{t("auth:forgot.title")}</CardTitle>
          <CardDescription>{t("auth:forgot.description")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {request.isSuccess ? (
            <Alert variant="success">
              <MailCheck aria-hidden />
              <AlertDescription>{request.data}</AlertDescription>
            </Alert>
          ) : (
            <form onSubmit={sendLink} noValidate className="grid gap-5">
              <FormErrorAlert message={formError(form)} />
              <EmailField form={form} id="forgot-email" disabled={request.isPending} />
              <Button
                type="submit"
                size="lg"
                className="w-full"
                disabled={!form.watch("email").trim()}
                pending={request.isPending}
              >
                {request.isPending ? t("auth:forgot.sending") : t("auth:forgot.send")}
              </Button>
            </form>
          )}
          <Button asChild variant="ghost" className="justify-self-center">
            <Link to="/login">
              <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
              {t("auth:forgot.back")}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
