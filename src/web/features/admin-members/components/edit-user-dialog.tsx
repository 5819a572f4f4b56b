import { useId } from "react";
import { useController } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import {
  ADMIN_MESSAGES,
  MEMBER_STANDING_LABELS,
  expiryDateOnly,
  subscriptionUpdateSchema,
  type AdminUser,
} from "@shared/admin";
import { SUBSCRIPTION_STATUSES, fullName, type SubscriptionStatus } from "@shared/users";
import { ChoiceSelect } from "@/components/choice-select";
import { TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useUpdateUserSubscription } from "@/features/admin-members/api/update-user-subscription";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** The statuses by the names the users list's badges and filter give them: the Pro plan's status is "Pro" everywhere. */
const STATUS_LABELS: Record<SubscriptionStatus, string> = MEMBER_STANDING_LABELS;

/** The date box holds "" for no expiry, which the API calls null. */
const subscriptionFormSchema = z
  .object({ subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES), subscriptionExpiry: z.string() })
  .transform((values) => ({ ...values, subscriptionExpiry: values.subscriptionExpiry || null }))
  .pipe(subscriptionUpdateSchema);

interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** 'Edit User Subscription': status and expiry date; an empty date is sent as null. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const statusId = useId();
  const expiryId = useId();
  const update = useUpdateUserSubscription();
  const form = useZodForm(subscriptionFormSchema, {
    defaultValues: {
      subscriptionStatus: user.subscriptionStatus,
      subscriptionExpiry: expiryDateOnly(user.subscriptionExpiry),
    },
  });
  const { field: status } = useController({ control: form.control, name: "subscriptionStatus" });

  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: (saved) => {
          toast.success(`${fullName(saved)}: subscription updated`);
          onClose();
        },
        onError: (error) => showServerError(form, error, ADMIN_MESSAGES.updateUserFailed),
      },
    ),
  );

  return (
    <TitledDialog
      closeLabel="Close"
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit User Subscription"
      description={
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{fullName(user)}</span>
          <span className="break-all">{user.email}</span>
        </span>
      }
    >
      <form id={`${statusId}-form`} noValidate className="grid gap-4" onSubmit={save}>
        <FormErrorAlert message={formError(form)} />
        <FormField id={statusId} label="Subscription Status">
          <ChoiceSelect
            id={statusId}
            value={status.value}
            choices={SUBSCRIPTION_STATUSES.map((value) => [value, STATUS_LABELS[value]] as const)}
            onChange={status.onChange}
          />
        </FormField>
        <FormField
          id={expiryId}
          label="Expiry Date"
          error={fieldError(form, "subscriptionExpiry")}
          hint="Access lasts through the end of this day (UTC). Empty: no expiry."
        >
          <Input {...controlProps(form, "subscriptionExpiry", expiryId)} type="date" />
        </FormField>
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={`${statusId}-form`} pending={update.isPending}>
          {update.isPending ? "Saving…" : "Save Changes"}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
