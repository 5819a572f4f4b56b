import { useState } from "react";
import { PLANS } from "@shared/plans";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { TitledDialog, DialogActions } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { useCancelSubscription } from "@/features/subscriptions/api/cancel-subscription";
import { CHECKOUT_MESSAGES } from "@/features/subscriptions/hooks/use-start-checkout";
import { userFacingMessage } from "@/lib/api-client";
import { useDateFormat } from "@/lib/display-time-zone";

/** Cancel Pro at the end of the paid period (local provider), after a confirmation. */
export function CancelProDialog({ user }: { user: PublicUser }) {
  const dates = useDateFormat();
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const until = user.subscriptionExpiry ? dates.longDate(user.subscriptionExpiry) : "the end of the paid period";

  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">Cancel Pro</Button>}
      title={`Cancel ${PLANS.pro.name}?`}
      description={`Your subscription will not renew. You keep full access until ${until}; nothing more is charged.`}
    >
      {cancel.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(cancel.error, CHECKOUT_MESSAGES.failed)}</AlertDescription>
        </Alert>
      )}
      <DialogActions
        cancelLabel="Keep Pro"
        confirmLabel="Cancel subscription"
        variant="destructive"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </TitledDialog>
  );
}
