import { PAYMENT_PURPOSE_KEYS, paymentWords, type PaymentEntry } from "@shared/payments";
import { formatCents } from "@shared/subscriptions";
import { SectionCard } from "@/components/section-card";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

/**
 * The member's own ledger entries, newest first, each worded from what it was for (the plan's name as the plans say
 * it); refunds shown as money back.
 */
export function PaymentHistory({ payments }: { payments: PaymentEntry[] }) {
  const dates = useDateFormat();
  const { t } = useT();
  const say = usePlanText();
  const describe = (payment: PaymentEntry) => {
    const words = paymentWords(payment);
    return words ? say({ key: PAYMENT_PURPOSE_KEYS[words.purpose], values: words.values }) : payment.description;
  };
  return (
    <SectionCard title={t("account:payments.title")}>
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("account:payments.none")}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {payments.map((payment) => (
            <li key={payment.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{describe(payment)}</span>
                <span className="text-muted-foreground">{dates.longDate(payment.occurredAt)}</span>
              </div>
              <span
                dir="ltr"
                className={cn("shrink-0 font-semibold tabular-nums", payment.kind === "refund" && "text-gain")}
              >
                {payment.kind === "refund" ? "−" : ""}
                {formatCents(payment.amountCents, payment.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
