import { useState } from "react";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { TitledDialog, DialogActions } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { useCancelSubscription } from "@/features/subscriptions/api/cancel-subscription";
import { CHECKOUT_MESSAGES } from "@/features/subscriptions/hooks/use-start-checkout";
import { userFacingMessage } from "@/lib/api-client";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

/** Cancel Pro at the end of the paid period (local provider), after a confirmation. */
export function CancelProDialog({ user }: { user: PublicUser }) {
  const dates = useDateFormat();
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const description = user.subscriptionExpiry
    ? t("account:cancelPro.description", { date: dates.longDate(user.subscriptionExpiry) })
    : t("account:cancelPro.descriptionNoDate");

  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">{t("account:cancelPro.trigger")}</Button>}
      title={t("account:cancelPro.title")}
      description={description}
    >
      {cancel.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(cancel.error, t(CHECKOUT_MESSAGES.failed))}</AlertDescription>
        </Alert>
      )}
      <DialogActions
        cancelLabel={t("account:cancelPro.keep")}
        confirmLabel={t("account:cancelPro.confirm")}
        variant="destructive"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </TitledDialog>
  );
}
