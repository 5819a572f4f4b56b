import { Link } from "react-router";
import { AUTH_MESSAGES, loginBodySchema } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { EmailField } from "@/features/auth/components/email-field";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { getAppName } from "@/lib/site-info";

interface LoginFormProps {
  onSignedIn?: (user: PublicUser) => void;
  /** No sign-up link when the visitor is signing in for /admin. */
  showSignUpLink?: boolean;
  title?: string;
  description?: string;
}

export function LoginForm({
  onSignedIn,
  showSignUpLink = true,
  title = "Sign in",
  description = `Welcome back. Sign in to your ${getAppName()} account.`,
}: LoginFormProps) {
  const { login, isSubmitting } = useAuth();
  const form = useZodForm(loginBodySchema, { defaultValues: { email: "", password: "" } });
  const signIn = form.handleSubmit((body) =>
    login(body, {
      onSuccess: (user) => onSignedIn?.(user),
      onError: (error) => showServerError(form, error, AUTH_MESSAGES.loginFailed),
    }),
  );

  return (
    <Card className="w-full">
      <CardHeader className="gap-2 pb-4 md:pb-5">
        <CardTitle className="text-2xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={signIn} noValidate className="grid gap-5">
          <FormErrorAlert message={formError(form)} />
          <EmailField form={form} id="login-email" disabled={isSubmitting} />
          <FormField
            id="login-password"
            label="Password"
            error={fieldError(form, "password")}
            labelAside={
              <Link
                to="/forgot-password"
                className="-my-3 inline-flex min-h-11 items-center text-sm font-medium text-primary-hover hover:underline"
              >
                Forgot your password?
              </Link>
            }
          >
            <PasswordInput
              {...controlProps(form, "password", "login-password")}
              autoComplete="current-password"
              required
              disabled={isSubmitting}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting && <Spinner />}
            {isSubmitting ? "Signing in..." : "Sign In"}
          </Button>
        </form>
        {showSignUpLink && (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            New to {getAppName()}?{" "}
            <Link to="/register" className="font-semibold text-primary-hover hover:underline">
              Create an account
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
