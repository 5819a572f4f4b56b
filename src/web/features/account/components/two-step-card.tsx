import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import {
  SECOND_FACTOR_MESSAGES,
  secondFactorCodeBodySchema,
  type AuthenticatorSetup,
  type SecondFactorCodeBody,
} from "@shared/auth";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useConfirmAuthenticator } from "@/features/auth/api/confirm-authenticator";
import { useDisableSecondFactor } from "@/features/auth/api/disable-second-factor";
import { useSecondFactor } from "@/features/auth/api/get-second-factor";
import { useSetupAuthenticator } from "@/features/auth/api/setup-authenticator";
import { AuthenticatorSetupPanel } from "@/features/auth/components/authenticator-setup";
import { RecoveryCodes } from "@/features/auth/components/recovery-codes";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

/** One code box and its button: the app's code to turn two-step sign-in on, or to turn it off. */
function CodeForm({
  id,
  label,
  busy,
  send,
  variant = "default",
}: {
  id: string;
  label: string;
  busy: boolean;
  variant?: "default" | "outline";
  /** Sends the code; a refusal is shown under the box. */
  send: (body: SecondFactorCodeBody) => Promise<unknown>;
}) {
  const form = useZodForm(secondFactorCodeBodySchema, { defaultValues: { code: "" } });
  const { t } = useT();
  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
    } catch (error) {
      showServerError(form, error, t(SECOND_FACTOR_MESSAGES.codeInvalid));
    }
  });
  return (
    <form noValidate className="grid gap-3" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      <FormField id={id} label="Authentication code" error={fieldError(form, "code")}>
        <Input {...controlProps(form, "code", id)} autoComplete="one-time-code" inputMode="numeric" disabled={busy} />
      </FormField>
      <Button type="submit" variant={variant} className="w-full sm:w-fit" pending={busy}>
        {label}
      </Button>
    </form>
  );
}

/**
 * Two-step sign-in in account settings: on or off, the recovery codes left, and turning it on (scan, first code,
 * recovery codes) or, for a member, off with a code. Administrators always have it.
 */
export function TwoStepCard() {
  const status = useSecondFactor();
  const { t } = useT();
  const setup = useSetupAuthenticator();
  const confirm = useConfirmAuthenticator();
  const disable = useDisableSecondFactor();
  const [pending, setPending] = useState<AuthenticatorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const content = () => {
    if (recoveryCodes)
      return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} doneLabel="Done" />;
    if (!status.data)
      return status.isPending ? <Spinner /> : <p className="text-sm text-loss">Could not load this setting.</p>;
    if (status.data.authenticatorApp) {
      return (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            {status.data.recoveryCodesLeft} of your recovery codes are unused.
          </p>
          {status.data.required ? (
            <p className="text-sm text-muted-foreground">Administrators always sign in in two steps.</p>
          ) : (
            <CodeForm
              id="two-step-off-code"
              label="Turn off two-step sign-in"
              variant="outline"
              busy={disable.isPending}
              send={disable.mutateAsync}
            />
          )}
        </div>
      );
    }
    if (pending) {
      return (
        <div className="grid gap-4">
          <AuthenticatorSetupPanel setup={pending} />
          <CodeForm
            id="two-step-on-code"
            label="Turn on two-step sign-in"
            busy={confirm.isPending}
            send={async (body) => {
              const codes = await confirm.mutateAsync(body);
              setPending(null);
              // An account that had a passkey already keeps the recovery codes it was given then.
              if (codes.length > 0) setRecoveryCodes(codes);
            }}
          />
        </div>
      );
    }
    return (
      <Button
        className="w-full sm:w-fit"
        pending={setup.isPending}
        onClick={() => setup.mutate(undefined, { onSuccess: setPending })}
      >
        Set up an authenticator app
      </Button>
    );
  };

  return (
    <SectionCard
      title={
        <>
          Two-step sign-in
          {status.data?.enabled && <Badge variant="gain">On</Badge>}
        </>
      }
      icon={ShieldCheck}
      description={
        status.data?.enabled && !status.data.authenticatorApp
          ? t(SECOND_FACTOR_MESSAGES.passkeyExplained)
          : t(SECOND_FACTOR_MESSAGES.appExplained)
      }
    >
      {content()}
    </SectionCard>
  );
}
