import { useState } from "react";
import { Link } from "react-router";
import { AUTH_MESSAGES, loginBodySchema, type AuthenticatorSetup, type SignedInUser } from "@shared/auth";
import type { SecondFactorStep } from "@shared/second-factor-steps";
import type { PublicUser } from "@shared/users";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { useEnrolPasskey } from "@/features/auth/api/enrol-passkey";
import { usePasskeySignIn } from "@/features/auth/api/passkey-sign-in";
import { useStartEnrolment } from "@/features/auth/api/start-enrolment";
import { AuthenticatorSetupPanel } from "@/features/auth/components/authenticator-setup";
import { EmailField } from "@/features/auth/components/email-field";
import { RecoveryCodes } from "@/features/auth/components/recovery-codes";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ApiError } from "@/lib/api-client";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { getAppName } from "@/lib/site-info";

interface LoginFormProps {
  onSignedIn?: (user: PublicUser) => void;
  /** No sign-up link when the visitor is signing in for /admin. */
  showSignUpLink?: boolean;
  title?: string;
  description?: string;
  /** 1 where the form is the page (/login), so the page has its one h1. */
  headingLevel?: 1 | 2;
}

type Step = "password" | SecondFactorStep;

const SUBMIT_LABELS: Record<Step, [idle: string, busy: string]> = {
  password: ["auth:login.submit", "auth:login.submitting"],
  code: ["auth:login.verify", "auth:login.verifying"],
  passkey: ["auth:login.verifyRecoveryCode", "auth:login.verifying"],
  enrol: ["auth:login.turnOn", "auth:login.turningOn"],
};

/**
 * Sign-in, in up to three steps on one card: the password; then, for an account with two-step sign-in, the
 * authenticator app's code (or its passkey); or, at an administrator's first sign-in, setting up the app (its QR
 * code, then its first code) or a passkey, and saving the recovery codes it is given. A passkey alone signs in too.
 */
export function LoginForm({ onSignedIn, showSignUpLink = true, title, description, headingLevel = 2 }: LoginFormProps) {
  const { t } = useT();
  const { login, enterApp, isSubmitting } = useAuth();
  const enrolment = useStartEnrolment();
  const passkeySignIn = usePasskeySignIn();
  const passkeyEnrolment = useEnrolPasskey();
  const [step, setStep] = useState<Step>("password");
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [withRecoveryCodes, setWithRecoveryCodes] = useState<SignedInUser | null>(null);
  // The second factor this sign-in set up, which the recovery codes' card names.
  const [enrolledFactor, setEnrolledFactor] = useState<"app" | "passkey">("app");
  // The code box leaves the values when it leaves the screen ("Start over").
  const form = useZodForm(loginBodySchema, { defaultValues: { email: "", password: "" }, shouldUnregister: true });
  const busy = isSubmitting || enrolment.isPending || passkeySignIn.isPending || passkeyEnrolment.isPending;

  const startOver = () => {
    setStep("password");
    setSetup(null);
  };

  const signInWithPasskey = () =>
    passkeySignIn.mutate(undefined, {
      onSuccess: (user) => onSignedIn?.(user),
      onError: (error) => showServerError(form, error, t(AUTH_MESSAGES.loginFailed)),
    });

  const enrolPasskey = () =>
    passkeyEnrolment.mutate(
      { email: form.getValues("email"), password: form.getValues("password") },
      {
        onSuccess: (user) => {
          setEnrolledFactor("passkey");
          setWithRecoveryCodes(user);
        },
        onError: (error) => showServerError(form, error, t(AUTH_MESSAGES.loginFailed)),
      },
    );

  const signIn = form.handleSubmit((body) =>
    login(body, {
      onSuccess: (user) => (user.recoveryCodes ? setWithRecoveryCodes(user) : onSignedIn?.(user)),
      onError: (error) => {
        const next = error instanceof ApiError ? error.secondFactor : null;
        if ((next === "code" || next === "passkey") && step === "password") return setStep(next);
        if (next !== "enrol") return showServerError(form, error, t(AUTH_MESSAGES.loginFailed));
        enrolment.mutate(
          { email: body.email, password: body.password },
          {
            onSuccess: (created) => {
              setSetup(created);
              setStep("enrol");
            },
            onError: (failure) => showServerError(form, failure, t(AUTH_MESSAGES.loginFailed)),
          },
        );
      },
    }),
  );

  if (withRecoveryCodes) {
    const { recoveryCodes = [] } = withRecoveryCodes;
    return (
      <Card className="w-full">
        <CardHeader className="gap-2 pb-4 md:pb-5">
          <CardTitle level={headingLevel} className="text-2xl">
            {t("auth:twoStep.on")}
          </CardTitle>
          <CardDescription>
            {enrolledFactor === "passkey" ? t("auth:twoStep.withPasskey") : t("auth:twoStep.withApp")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RecoveryCodes codes={recoveryCodes} onDone={() => onSignedIn?.(enterApp(withRecoveryCodes))} />
        </CardContent>
      </Card>
    );
  }

  const [idleLabel, busyLabel] = SUBMIT_LABELS[step];
  return (
    <Card className="w-full">
      <CardHeader className="gap-2 pb-4 md:pb-5">
        <CardTitle level={headingLevel} className="text-2xl">
          {step === "enrol" ? t("auth:twoStep.setUp") : (title ?? t("auth:login.title"))}
        </CardTitle>
        <CardDescription>
          {step === "enrol"
            ? t("auth:twoStep.adminsMust")
            : (description ?? t("auth:login.description", { appName: getAppName() }))}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={signIn} noValidate className="grid gap-5">
          <FormErrorAlert message={formError(form)} />
          <EmailField form={form} id="login-email" disabled={busy} readOnly={step !== "password"} />
          <FormField
            id="login-password"
            label={t("auth:password.label")}
            error={fieldError(form, "password")}
            labelAside={
              <Link
                to="/forgot-password"
                className="-my-3 inline-flex min-h-11 items-center text-sm font-medium text-primary-hover hover:underline"
              >
                {t("auth:login.forgot")}
              </Link>
            }
          >
            <PasswordInput
              {...controlProps(form, "password", "login-password")}
              autoComplete="current-password"
              required
              disabled={busy}
              readOnly={step !== "password"}
            />
          </FormField>
          {step === "passkey" && (
            <Button type="button" size="lg" onClick={signInWithPasskey} disabled={busy}>
              <KeyRound aria-hidden />
              {t("auth:passkey.useYours")}
            </Button>
          )}
          {step === "enrol" && (
            <div className="grid gap-2 rounded-lg border p-4">
              <p className="text-sm text-muted-foreground">{t("auth:twoStep.passkeyOrApp")}</p>
              <Button type="button" variant="outline" onClick={enrolPasskey} disabled={busy}>
                <KeyRound aria-hidden />
                {t("auth:twoStep.usePasskeyInstead")}
              </Button>
            </div>
          )}
          {setup && step === "enrol" && <AuthenticatorSetupPanel setup={setup} />}
          {step !== "password" && (
            <FormField
              id="login-code"
              label={t("auth:code.label")}
              error={fieldError(form, "code")}
              hint={
                step === "enrol"
                  ? t("auth:code.appShows")
                  : step === "passkey"
                    ? t("auth:code.lostPasskey")
                    : t("auth:code.required")
              }
            >
              <Input
                {...controlProps(form, "code", "login-code")}
                autoComplete="one-time-code"
                inputMode={step === "enrol" ? "numeric" : "text"}
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                disabled={busy}
              />
            </FormField>
          )}
          <Button type="submit" size="lg" className="w-full" pending={busy}>
            {busy ? t(busyLabel) : t(idleLabel)}
          </Button>
          {step !== "password" && (
            <Button type="button" variant="ghost" onClick={startOver} disabled={busy}>
              {t("auth:login.startOver")}
            </Button>
          )}
        </form>
        {step === "password" && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="mt-3 w-full"
            onClick={signInWithPasskey}
            disabled={busy}
          >
            <KeyRound aria-hidden />
            {t("auth:passkey.use")}
          </Button>
        )}
        {showSignUpLink && step === "password" && (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {t("auth:login.newTo", { appName: getAppName() })}{" "}
            <Link
              to="/register"
              className="inline-flex min-h-11 items-center px-1 font-semibold text-primary-hover hover:underline"
            >
              {t("auth:login.createAccount")}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
