import { KeyRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useAddPasskey } from "@/features/auth/api/add-passkey";
import { usePasskeys } from "@/features/auth/api/get-passkeys";
import { useRemovePasskey } from "@/features/auth/api/remove-passkey";
import { RecoveryCodes } from "@/features/auth/components/recovery-codes";
import { userFacingMessage } from "@/lib/api-client";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

/**
 * Passkeys in account settings: the ones registered, each removable, and adding one on this device. A passkey signs
 * in on its own and counts as a second factor (docs/product.md#accounts).
 */
export function PasskeysCard() {
  const dates = useDateFormat();
  const { t } = useT();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const addOne = () =>
    add.mutate(undefined, {
      onSuccess: ({ recoveryCodes: codes }) => {
        toast.success(t("account:passkeys.added"));
        if (codes) setRecoveryCodes(codes);
      },
    });

  const content = () => {
    if (recoveryCodes) {
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => setRecoveryCodes(null)}
          doneLabel={t("account:twoStep.done")}
        />
      );
    }
    if (!passkeys.data) {
      return passkeys.isPending ? <Spinner /> : <p className="text-sm text-loss">{t("account:passkeys.loadFailed")}</p>;
    }
    return (
      <div className="grid gap-4">
        {passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account:passkeys.none")}</p>
        ) : (
          <ul aria-label={t("account:passkeys.yours")} className="divide-y rounded-lg border">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="grid gap-0.5">
                  <span className="font-medium">{passkey.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t("account:passkeys.addedOn", { date: dates.dateTime(passkey.createdAt) })} ·{" "}
                    {passkey.lastUsedAt
                      ? t("account:devices.lastUsed", { date: dates.dateTime(passkey.lastUsedAt) })
                      : t("account:passkeys.notUsed")}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t("account:passkeys.removeNamed", { name: passkey.name })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(passkey.id, { onSuccess: () => toast.success(t("account:passkeys.removed")) })
                  }
                >
                  {t("account:passkeys.remove")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormErrorAlert message={add.error ? userFacingMessage(add.error, t("account:passkeys.addFailed")) : null} />
        <Button className="w-full sm:w-fit" onClick={addOne} disabled={add.isPending}>
          {add.isPending ? <Spinner /> : <KeyRound aria-hidden />}
          {t("account:passkeys.add")}
        </Button>
      </div>
    );
  };

  return (
    <SectionCard
      title={t("account:passkeys.title")}
      icon={KeyRound}
      iconClassName="text-primary"
      description={t("account:passkeys.description")}
    >
      {content()}
    </SectionCard>
  );
}
