import { useId, useState } from "react";
import { toast } from "sonner";
import { expiryDateOnly, type AdminUser } from "@shared/admin";
import { SUBSCRIPTION_STATUSES, fullName, type SubscriptionStatus } from "@shared/users";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { useUpdateUserSubscription } from "@/features/admin/api/update-user-subscription";

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  inactive: "Inactive",
  trial: "Trial",
  standard: "Standard",
  premium: "Premium",
};

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** 'Edit User Subscription': status and expiry date; an empty date is sent as null. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const statusId = useId();
  const expiryId = useId();
  const [status, setStatus] = useState<SubscriptionStatus>(user.subscriptionStatus);
  const [expiry, setExpiry] = useState(expiryDateOnly(user.subscriptionExpiry));
  const update = useUpdateUserSubscription();

  function save() {
    update.mutate(
      { id: user.id, body: { subscriptionStatus: status, subscriptionExpiry: expiry || null } },
      {
        onSuccess: (saved) => {
          toast.success(`${fullName(saved)}: subscription updated`);
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User Subscription</DialogTitle>
          <DialogDescription className="flex flex-col">
            <span className="font-medium text-foreground">{fullName(user)}</span>
            <span className="break-all">{user.email}</span>
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${statusId}-form`}
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <FormField id={statusId} label="Subscription Status">
            <Select
              value={status}
              onValueChange={(value) => setStatus(SUBSCRIPTION_STATUSES.find((known) => known === value) ?? status)}
            >
              <SelectTrigger id={statusId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SUBSCRIPTION_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            id={expiryId}
            label="Expiry Date"
            hint="Access lasts through the end of this day (UTC). Empty: no expiry."
          >
            <Input id={expiryId} type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={`${statusId}-form`} disabled={update.isPending}>
            {update.isPending && <Spinner />}
            {update.isPending ? "Saving…" : "Save Changes"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
