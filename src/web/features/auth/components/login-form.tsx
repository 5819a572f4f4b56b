import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { loginBodySchema } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { EmailField } from "@/features/auth/components/email-field";
import { FormErrorAlert } from "@/features/auth/components/form-error-alert";
import { useAuth } from "@/features/auth/hooks/use-auth";
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
  const { login, isSubmitting, error } = useAuth();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [invalidInput, setInvalidInput] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) {
      setInvalidInput(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalidInput(null);
    login(parsed.data, { onSuccess: (user) => onSignedIn?.(user) });
  }

  const message = invalidInput ?? error;

  return (
    <Card className="w-full">
      <CardHeader className="gap-2 pb-4 md:pb-5">
        <CardTitle className="text-2xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <FormErrorAlert message={message} />
          <EmailField id="login-email" value={email} onChange={setEmail} disabled={isSubmitting} />
          <FormField
            id="login-password"
            label="Password"
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
              id="login-password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
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
