import { Controller } from "react-hook-form";
import { needsRate, sizeUnitOf, type TakenTradeEdit } from "@shared/portfolio";
import { ACCOUNT_CURRENCY, forexCurrencies } from "@shared/position-size";
import type { AssetClass } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSizeText } from "@/components/trading/size-text";
import { tradeFormSchema, type TradeForm } from "@/features/portfolio/lib/trade-forms";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";

interface TradeFormProps {
  id: string;
  instrument: { asset: string; assetClass: AssetClass };
  defaults: TradeForm;
  submitLabel: string;
  pending: boolean;
  send: (input: TakenTradeEdit, callbacks: { onError: (error: unknown) => void }) => void;
  onCancel?: () => void;
}

/** The member's entry, size, account and risk on a signal, and whether their part follows the signal's closes. */
export function TakenTradeForm({ id, instrument, defaults, submitLabel, pending, send, onCancel }: TradeFormProps) {
  const { t } = useT();
  const sizes = useSizeText();
  const form = useZodForm(tradeFormSchema, { defaultValues: defaults });
  const unit = sizeUnitOf(instrument.assetClass, instrument.asset);
  const rateNeeded = needsRate({ ...instrument, quotePerUsd: null });
  const quote = forexCurrencies(instrument.asset)?.quote ?? "";
  const submit = form.handleSubmit((input) =>
    send(input, { onError: (error) => showServerError(form, error, t("portfolio:trade.saveFailed")) }),
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <FormErrorAlert message={formError(form)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-entry`} label={t("portfolio:trade.entry")} error={fieldError(form, "entryPrice")}>
          <Input {...controlProps(form, "entryPrice", `${id}-entry`)} inputMode="decimal" />
        </FormField>
        <FormField
          id={`${id}-size`}
          label={t("portfolio:trade.size", { unit: sizes.unit(unit) })}
          error={fieldError(form, "size")}
        >
          <Input {...controlProps(form, "size", `${id}-size`)} inputMode="decimal" placeholder="0.5" />
        </FormField>
        <FormField
          id={`${id}-account`}
          label={t("portfolio:trade.account", { currency: ACCOUNT_CURRENCY })}
          error={fieldError(form, "accountSize")}
        >
          <Input {...controlProps(form, "accountSize", `${id}-account`)} inputMode="decimal" placeholder="10,000" />
        </FormField>
        <FormField id={`${id}-risk`} label={t("portfolio:trade.risk")} error={fieldError(form, "riskPercent")}>
          <Input {...controlProps(form, "riskPercent", `${id}-risk`)} inputMode="decimal" placeholder="1" />
        </FormField>
        {rateNeeded && (
          <FormField
            id={`${id}-rate`}
            label={t("portfolio:trade.rate", { quote, currency: ACCOUNT_CURRENCY })}
            error={fieldError(form, "quotePerUsd")}
            className="sm:col-span-2"
          >
            <Input {...controlProps(form, "quotePerUsd", `${id}-rate`)} inputMode="decimal" />
          </FormField>
        )}
      </div>
      <div className="flex items-start gap-3">
        <Controller
          control={form.control}
          name="followSignal"
          render={({ field }) => (
            <Checkbox
              id={`${id}-follow`}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className="mt-0.5"
            />
          )}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-follow`}>{t("portfolio:trade.follow")}</Label>
          <p className="text-xs text-muted-foreground">{t("portfolio:trade.followText")}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("portfolio:trade.cancel")}
          </Button>
        )}
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
