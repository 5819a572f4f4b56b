import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SECOND_FACTOR_MESSAGES, secondFactorCodeBodySchema } from "@shared/auth";
import { TitledDialog, DialogActions } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useConfirmIdentity } from "@/features/auth/api/confirm-identity";
import { useSecondFactor } from "@/features/auth/api/get-second-factor";
import { handleStepUp } from "@/lib/api-client";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

/** The code box and, when the account has one, the passkey: either confirms it is them. */
function ConfirmForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { t } = useT();
  const status = useSecondFactor();
  const confirm = useConfirmIdentity();
  const form = useZodForm(secondFactorCodeBodySchema, { defaultValues: { code: "" } });
  const hasApp = status.data?.authenticatorApp ?? true;
  const hasPasskey = (status.data?.passkeys ?? 0) > 0;
  const prove = (proof: Parameters<typeof confirm.mutate>[0]) =>
    confirm.mutate(proof, {
      onSuccess: onConfirmed,
      onError: (error) => showServerError(form, error, t(SECOND_FACTOR_MESSAGES.codeInvalid)),
    });
  const submit = form.handleSubmit((body) => prove(body));

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      {hasPasskey && (
        <Button type="button" onClick={() => prove("passkey")} disabled={confirm.isPending}>
          <KeyRound aria-hidden />
          {t("auth:passkey.useYours")}
        </Button>
      )}
      <FormField
        id="step-up-code"
        label={t("auth:code.label")}
        error={fieldError(form, "code")}
        hint={hasApp ? t("auth:code.appOrRecovery") : t("auth:code.orRecovery")}
      >
        <Input
          {...controlProps(form, "code", "step-up-code")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={!hasPasskey}
          disabled={confirm.isPending}
        />
      </FormField>
      <DialogActions
        cancelLabel={t("auth:common.cancel")}
        confirmLabel={t("auth:common.confirm")}
        variant={hasPasskey ? "outline" : "default"}
        pending={confirm.isPending}
      />
    </form>
  );
}

/**
 * "Confirm it is you": opened when the server asks for a fresh second-factor check before a sensitive change
 * (docs/product.md#accounts). Confirmed, the change is sent again by the API client; closed, it stays refused.
 */
export function StepUpDialog() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(
    () =>
      handleStepUp(
        () =>
          new Promise<boolean>((resolve) => {
            answer.current?.(false);
            answer.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => !next && finish(false)}
      // Opened by a click elsewhere (the change's own button): only Cancel or Escape closes it.
      closeOnOutsideClick={false}
      title={t("auth:stepUp.title")}
      description={t("auth:stepUp.description")}
    >
      {open && <ConfirmForm onConfirmed={() => finish(true)} />}
    </TitledDialog>
  );
}
