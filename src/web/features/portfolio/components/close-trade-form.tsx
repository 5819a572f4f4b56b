import type { TakenTradeView } from "@shared/portfolio-api";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { useSizeText } from "@/components/trading/size-text";
import { Input } from "@/components/ui/input";
import { useCloseTrade } from "@/features/portfolio/api/close-trade";
import { closeFormSchema } from "@/features/portfolio/lib/trade-forms";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

/** Closes all or part of the member's open size at their own price (docs/product.md#portfolio). */
export function CloseTradeForm({ trade, onDone }: { trade: TakenTradeView; onDone: () => void }) {
  const { t } = useT();
  const sizes = useSizeText();
  const close = useCloseTrade();
  const form = useZodForm(closeFormSchema, {
    defaultValues: { price: trade.signal.currentPrice === null ? "" : String(trade.signal.currentPrice), size: "" },
  });
  const id = `close-${trade.id}`;
  const submit = form.handleSubmit((input) =>
    close.mutate(
      { id: trade.id, input },
      { onSuccess: onDone, onError: (error) => showServerError(form, error, t("portfolio:trade.closeFailed")) },
    ),
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormErrorAlert message={formError(form)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-price`} label={t("portfolio:trade.exitPrice")} error={fieldError(form, "price")}>
          <Input {...controlProps(form, "price", `${id}-price`)} inputMode="decimal" />
        </FormField>
        <FormField
          id={`${id}-size`}
          label={t("portfolio:trade.closeSize")}
          error={fieldError(form, "size")}
          hint={t("portfolio:trade.closeSizeHint", { size: sizes.size(trade.openSize, trade.sizeUnit) })}
        >
          <Input {...controlProps(form, "size", `${id}-size`)} inputMode="decimal" />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("portfolio:trade.cancel")}
        </Button>
        <Button type="submit" pending={close.isPending}>
          {t("portfolio:trade.close")}
        </Button>
      </div>
    </form>
  );
}
