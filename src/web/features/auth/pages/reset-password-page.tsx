import { ArrowRight, CircleCheck, Link2Off } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { AUTH_MESSAGES, resetPasswordBodySchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useResetPassword } from "@/features/auth/api/reset-password";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { NewPasswordFields } from "@/features/auth/components/new-password-fields";
import { passwordsDiffer, withPasswordConfirmation } from "@/features/auth/lib/password-confirmation";
import { ApiError, userFacingMessage } from "@/lib/api-client";
import { formError, showServerError, useZodForm } from "@/lib/forms";
import { usePageMeta } from "@/lib/use-page-meta";

const RESET_FAILED = "We could not reset your password. Please try again.";
/** The token comes from the link, not from a box. */
const resetFormSchema = withPasswordConfirmation(resetPasswordBodySchema.pick({ password: true }));

export function ResetPasswordPage() {
  usePageMeta({ title: "Choose a new password", description: "Choose a new password for your account." });
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
      ? userFacingMessage(reset.error, AUTH_MESSAGES.resetLinkInvalid)
      : AUTH_MESSAGES.resetLinkInvalid;
    return (
      <ResetOutcome
        icon={<Link2Off className="size-6 text-loss" aria-hidden />}
        title="This link can't be used"
        message={message}
        action={{ to: "/forgot-password", label: "Request a new link" }}
      />
    );
  }

  if (reset.isSuccess) {
    return (
      <ResetOutcome
        icon={<CircleCheck className="size-6 text-gain" aria-hidden />}
        title="Password updated"
        message={reset.data}
        action={{ to: "/login", label: "Sign in" }}
      />
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
            <Button type="submit" size="lg" className="w-full" disabled={!canSubmit || reset.isPending}>
              {reset.isPending && <Spinner />}
              {reset.isPending ? "Saving..." : "Set new password"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthShell>
  );
}

interface ResetOutcomeProps {
  icon: ReactNode;
  title: string;
  message: string;
  action: { to: string; label: string };
}

function ResetOutcome({ icon, title, message, action }: ResetOutcomeProps) {
  return (
    <AuthShell>
      <Card>
        <CardHeader className="items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary">{icon}</span>
          <CardTitle className="text-2xl">{title}</CardTitle>
          <CardDescription role="status" className="text-base">
            {message}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full">
            <Link to={action.to}>
              {action.label}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
