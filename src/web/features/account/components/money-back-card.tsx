import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { guaranteeRefundBodySchema, type Guarantee } from "@shared/payments";
import { MONEY_BACK_DAYS } from "@shared/plans";
import { formatCents } from "@shared/subscriptions";
import { TitledDialog, DialogActions } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useAskMoneyBack } from "@/features/account/api/ask-money-back";
import { useDateFormat } from "@/lib/display-time-zone";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** The mutation belongs to the card, which outlives the dialog: a used guarantee takes the dialog away. */
function MoneyBackForm({
  amount,
  mutation,
  onDone,
}: {
  amount: string;
  mutation: ReturnType<typeof useAskMoneyBack>;
  onDone: () => void;
}) {
  const form = useZodForm(guaranteeRefundBodySchema, { defaultValues: { password: "" } });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(`${amount} refunded. Your access has ended.`);
        onDone();
      },
      onError: (error) => showServerError(form, error, "Could not refund your payment"),
    }),
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      <FormField id="money-back-password" label="Your password" error={fieldError(form, "password")}>
        <PasswordInput
          {...controlProps(form, "password", "money-back-password")}
          autoComplete="current-password"
          disabled={mutation.isPending}
        />
      </FormField>
      <DialogActions
        cancelLabel="Keep my plan"
        confirmLabel={`Refund ${amount}`}
        variant="destructive"
        pending={mutation.isPending || mutation.isSuccess}
      />
    </form>
  );
}

/**
 * The money-back guarantee as a button (docs/product.md#payments): within MONEY_BACK_DAYS of the first payment, and
 * while it is the only one, the member has it back in full, confirmed with the password; access ends with it.
 * Shown only while it can be used, and once used, to say so.
 */
export function MoneyBackCard({ guarantee }: { guarantee: Guarantee }) {
  const [open, setOpen] = useState(false);
  const dates = useDateFormat();
  const mutation = useAskMoneyBack();
  if (guarantee.status !== "available" && guarantee.status !== "used") return null;
  const amount = formatCents(guarantee.amountCents);
  return (
    <SectionCard
      title="Money-back guarantee"
      icon={ShieldCheck}
      description={
        guarantee.status === "used"
          ? undefined
          : `Not what you expected? Within ${MONEY_BACK_DAYS} days of your first payment you can have it back in full, until ${dates.dateTimeWithZone(guarantee.until ?? "")}. Your access ends at once and nothing more is charged. Once per member.`
      }
    >
      {guarantee.status === "used" ? (
        <p className="text-sm text-muted-foreground">
          You used the money-back guarantee: {amount} was refunded and your access ended.
        </p>
      ) : (
        <TitledDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" className="w-full sm:w-fit">
              Refund my first payment ({amount})…
            </Button>
          }
          title={`Refund ${amount} and end your access?`}
          description="Your plan ends now, with no further charges, and you leave the community rooms. The guarantee can be used once; confirm with your password."
        >
          {open && <MoneyBackForm amount={amount} mutation={mutation} onDone={() => setOpen(false)} />}
        </TitledDialog>
      )}
    </SectionCard>
  );
}
