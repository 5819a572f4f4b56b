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
import { useT } from "@/lib/i18n";

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
  const { t } = useT();
  const form = useZodForm(guaranteeRefundBodySchema, { defaultValues: { password: "" } });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(t("account:moneyBack.refunded", { amount }));
        onDone();
      },
      onError: (error) => showServerError(form, error, t("account:moneyBack.failed")),
    }),
  );
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      <FormField id="money-back-password" label={t("account:password.yours")} error={fieldError(form, "password")}>
        <PasswordInput
          {...controlProps(form, "password", "money-back-password")}
          autoComplete="current-password"
          disabled={mutation.isPending}
        />
      </FormField>
      <DialogActions
        cancelLabel={t("account:moneyBack.keep")}
        confirmLabel={t("account:moneyBack.confirm", { amount })}
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
  const { t } = useT();
  const mutation = useAskMoneyBack();
  if (guarantee.status !== "available" && guarantee.status !== "used") return null;
  const amount = formatCents(guarantee.amountCents);
  return (
    <SectionCard
      title={t("account:moneyBack.title")}
      icon={ShieldCheck}
      description={
        guarantee.status === "used"
          ? undefined
          : t("account:moneyBack.description", {
              count: MONEY_BACK_DAYS,
              date: dates.dateTimeWithZone(guarantee.until ?? ""),
            })
      }
    >
      {guarantee.status === "used" ? (
        <p className="text-sm text-muted-foreground">{t("account:moneyBack.used", { amount })}</p>
      ) : (
        <TitledDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" className="w-full sm:w-fit">
              {t("account:moneyBack.trigger", { amount })}
            </Button>
          }
          title={t("account:moneyBack.dialogTitle", { amount })}
          description={t("account:moneyBack.dialogDescription")}
        >
          {open && <MoneyBackForm amount={amount} mutation={mutation} onDone={() => setOpen(false)} />}
        </TitledDialog>
      )}
    </SectionCard>
  );
}
