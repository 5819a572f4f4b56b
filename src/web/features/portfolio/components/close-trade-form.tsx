import { formatSize } from "@shared/position-size";
import type { TakenTradeView } from "@shared/portfolio-api";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCloseTrade } from "@/features/portfolio/api/close-trade";
import { closeFormSchema } from "@/features/portfolio/lib/trade-forms";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** Closes all or part of the member's open size at their own price (docs/product.md#portfolio). */
export function CloseTradeForm({ trade, onDone }: { trade: TakenTradeView; onDone: () => void }) {
  const close = useCloseTrade();
  const form = useZodForm(closeFormSchema, {
    defaultValues: { price: trade.signal.currentPrice === null ? "" : String(trade.signal.currentPrice), size: "" },
  });
  const id = `close-${trade.id}`;
  const submit = form.handleSubmit((input) =>
    close.mutate(
      { id: trade.id, input },
      { onSuccess: onDone, onError: (error) => showServerError(form, error, "Could not close your trade") },
    ),
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormErrorAlert message={formError(form)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-price`} label="Your exit price" error={fieldError(form, "price")}>
          <Input {...controlProps(form, "price", `${id}-price`)} inputMode="decimal" />
        </FormField>
        <FormField
          id={`${id}-size`}
          label="Size to close"
          error={fieldError(form, "size")}
          hint={`Empty closes all ${formatSize(trade.openSize, trade.sizeUnit)} open`}
        >
          <Input {...controlProps(form, "size", `${id}-size`)} inputMode="decimal" />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={close.isPending}>
          Close
        </Button>
      </div>
    </form>
  );
}
