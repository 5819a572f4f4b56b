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
  const { t } = useT();
  const form = useZodForm(secondFactorCodeBodySchema, { defaultValues: { code: "" } });
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
      <FormField id={id} label={t("auth:code.label")} error={fieldError(form, "code")}>
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
  const { t } = useT();
  const status = useSecondFactor();
  const setup = useSetupAuthenticator();
  const confirm = useConfirmAuthenticator();
  const disable = useDisableSecondFactor();
  const [pending, setPending] = useState<AuthenticatorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const content = () => {
    if (recoveryCodes)
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => setRecoveryCodes(null)}
          doneLabel={t("account:twoStep.done")}
        />
      );
    if (!status.data)
      return status.isPending ? <Spinner /> : <p className="text-sm text-loss">{t("account:twoStep.loadFailed")}</p>;
    if (status.data.authenticatorApp) {
      return (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            {t("account:twoStep.codesLeft", { count: status.data.recoveryCodesLeft })}
          </p>
          {status.data.required ? (
            <p className="text-sm text-muted-foreground">{t("account:twoStep.adminsAlways")}</p>
          ) : (
            <CodeForm
              id="two-step-off-code"
              label={t("account:twoStep.turnOff")}
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
            label={t("account:twoStep.turnOn")}
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
        {t("account:twoStep.setUpApp")}
      </Button>
    );
  };

  return (
    <SectionCard
      title={
        <>
          {t("account:twoStep.title")}
          {status.data?.enabled && <Badge variant="gain">{t("account:twoStep.on")}</Badge>}
        </>
      }
      icon={ShieldCheck}
      description={
        status.data?.enabled && !status.data.authenticatorApp
          ? t("account:twoStep.passkeyExplained")
          : t("account:twoStep.appExplained")
      }
    >
      {content()}
    </SectionCard>
  );
}
