import { ArrowRight, CircleCheck, Link2Off } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { AUTH_MESSAGES, resetPasswordBodySchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useResetPassword } from "@/features/auth/api/reset-password";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { FormErrorAlert } from "@/features/auth/components/form-error-alert";
import { NewPasswordFields, passwordsDiffer } from "@/features/auth/components/new-password-fields";
import { ApiError, userFacingMessage } from "@/lib/api-client";
import { usePageMeta } from "@/lib/use-page-meta";

const RESET_FAILED = "We could not reset your password. Please try again.";

export function ResetPasswordPage() {
  usePageMeta({ title: "Choose a new password", description: "Choose a new password for your account." });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordBodySchema.safeParse({ token, password });
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPasswordError(null);
    reset.mutate(parsed.data);
  }

  const canSubmit = password.length > 0 && confirmation.length > 0 && !passwordsDiffer(password, confirmation);
  const serverFieldError = reset.error instanceof ApiError ? reset.error.fieldErrors.password : undefined;

  return (
    <AuthShell>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>Pick a password you don't use anywhere else.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit} noValidate className="grid gap-5">
            <FormErrorAlert
              message={reset.error && !serverFieldError ? userFacingMessage(reset.error, RESET_FAILED) : null}
            />
            <NewPasswordFields
              idPrefix="reset"
              passwordLabel="New password"
              password={password}
              confirmation={confirmation}
              onPasswordChange={(value) => {
                setPassword(value);
                setPasswordError(null);
              }}
              onConfirmationChange={setConfirmation}
              passwordError={passwordError ?? serverFieldError}
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
