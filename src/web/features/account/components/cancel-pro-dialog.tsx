import { useState } from "react";
import { PLANS } from "@shared/plans";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
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
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel Pro</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {PLANS.pro.name}?</DialogTitle>
          <DialogDescription>
            Your subscription will not renew. You keep full access until {until}; nothing more is charged.
          </DialogDescription>
        </DialogHeader>
        {cancel.isError && (
          <Alert variant="destructive">
            <AlertDescription>{userFacingMessage(cancel.error, CHECKOUT_MESSAGES.failed)}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Keep Pro</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending && <Spinner />}
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
