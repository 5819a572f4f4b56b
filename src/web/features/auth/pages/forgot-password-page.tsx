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
import { usePageMeta } from "@/lib/use-page-meta";

const REQUEST_FAILED = "We could not send the reset link. Please try again.";

export function ForgotPasswordPage() {
  usePageMeta({ title: "Reset your password", description: "Get a link to choose a new password." });
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: "" } });
  const sendLink = form.handleSubmit((body) =>
    request.mutate(body, { onError: (error) => showServerError(form, error, REQUEST_FAILED) }),
  );

  return (
    <AuthShell>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-2xl">Forgot your password?</CardTitle>
          <CardDescription>
            Enter the email you signed up with and we will send you a link to choose a new password.
          </CardDescription>
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
                {request.isPending ? "Sending link..." : "Send reset link"}
              </Button>
            </form>
          )}
          <Button asChild variant="ghost" className="justify-self-center">
            <Link to="/login">
              <ArrowLeft aria-hidden />
              Back to sign in
            </Link>
          </Button>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
