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

/**
 * Passkeys in account settings: the ones registered, each removable, and adding one on this device. A passkey signs
 * in on its own and counts as a second factor (docs/product.md#accounts).
 */
export function PasskeysCard() {
  const dates = useDateFormat();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const addOne = () =>
    add.mutate(undefined, {
      onSuccess: ({ recoveryCodes: codes }) => {
        toast.success("Passkey added");
        if (codes) setRecoveryCodes(codes);
      },
    });

  const content = () => {
    if (recoveryCodes) {
      return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} doneLabel="Done" />;
    }
    if (!passkeys.data) {
      return passkeys.isPending ? <Spinner /> : <p className="text-sm text-loss">Could not load your passkeys.</p>;
    }
    return (
      <div className="grid gap-4">
        {passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No passkey yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y rounded-lg border">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="grid gap-0.5">
                  <span className="font-medium">{passkey.name}</span>
                  <span className="text-xs text-muted-foreground">
                    Added {dates.dateTime(passkey.createdAt)} ·{" "}
                    {passkey.lastUsedAt ? `last used ${dates.dateTime(passkey.lastUsedAt)}` : "not used yet"}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove the passkey ${passkey.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(passkey.id, { onSuccess: () => toast.success("Passkey removed") })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormErrorAlert message={add.error ? userFacingMessage(add.error, "Could not add the passkey") : null} />
        <Button className="w-full sm:w-fit" onClick={addOne} disabled={add.isPending}>
          {add.isPending ? <Spinner /> : <KeyRound aria-hidden />}
          Add a passkey
        </Button>
      </div>
    );
  };

  return (
    <SectionCard
      title="Passkeys"
      icon={KeyRound}
      iconClassName="text-primary"
      description="Sign in with this device's fingerprint, face or screen lock instead of a password. A passkey cannot be phished, and counts as your second step."
    >
      {content()}
    </SectionCard>
  );
}
