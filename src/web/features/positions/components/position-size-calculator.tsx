import { useEffect } from "react";
import { formatMoney, formatPipDistance, formatPrice } from "@shared/format";
import {
  ACCOUNT_CURRENCY,
  SIZING_MESSAGES,
  forexCurrencies,
  formatSize,
  needsQuoteRate,
  positionSize,
  sizingFormSchema,
  typedNumber,
  type SizingForm,
} from "@shared/position-size";
import type { Position } from "@shared/positions";
import { HypotheticalResultsNotice } from "@/components/hypothetical-results-notice";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { controlProps, useZodForm } from "@/lib/forms";

/** The member's account size and risk, remembered on this device for every signal. */
const STORAGE_KEY = "position-size";
const DEFAULTS: SizingForm = { accountSize: "", riskPercent: "1", quotePerUsd: "" };

function remembered(): SizingForm {
  try {
    const saved = sizingFormSchema.partial().safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}"));
    return { ...DEFAULTS, ...(saved.success ? saved.data : {}), quotePerUsd: "" };
  } catch {
    return DEFAULTS;
  }
}

/**
 * docs/product.md#position-size: how much to trade so that this signal's stop loses the share of the account the
 * member chose. Worked out as they type (`positionSize`, the shared rule); nothing is sent anywhere.
 */
export function PositionSizeCalculator({ position }: { position: Position }) {
  const form = useZodForm(sizingFormSchema, { defaultValues: remembered() });
  const [accountSize, riskPercent, quotePerUsd] = form.watch(["accountSize", "riskPercent", "quotePerUsd"]);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ accountSize, riskPercent }));
    } catch {
      // Storage blocked: the boxes simply start empty next time.
    }
  }, [accountSize, riskPercent]);

  const stop = position.stopLoss;
  const rateNeeded = needsQuoteRate(position.assetClass, position.asset);
  const quote = forexCurrencies(position.asset)?.quote ?? "";
  const sizing =
    stop === null
      ? ({ ok: false, reason: "no-stop" } as const)
      : positionSize({
          assetClass: position.assetClass,
          asset: position.asset,
          entry: position.entryPrice,
          stop,
          accountSize: typedNumber(accountSize),
          riskPercent: typedNumber(riskPercent),
          quotePerUsd: typedNumber(quotePerUsd),
        });
  const waiting = accountSize.trim() === "";
  const id = `size-${position.id}`;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-col gap-0.5">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          Position size
        </h3>
        <p className="text-xs text-muted-foreground">
          From the entry {formatPrice(position.entryPrice, position)} and the stop {formatPrice(stop, position)}. Your
          figures stay on this device.
        </p>
      </div>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
        <FormField id={`${id}-account`} label={`Account size (${ACCOUNT_CURRENCY})`}>
          <Input {...controlProps(form, "accountSize", `${id}-account`)} inputMode="decimal" placeholder="10,000" />
        </FormField>
        <FormField id={`${id}-risk`} label="Risk per trade (%)">
          <Input {...controlProps(form, "riskPercent", `${id}-risk`)} inputMode="decimal" placeholder="1" />
        </FormField>
        {rateNeeded && (
          <FormField id={`${id}-rate`} label={`${quote} per 1 ${ACCOUNT_CURRENCY}`} className="sm:col-span-2">
            <Input {...controlProps(form, "quotePerUsd", `${id}-rate`)} inputMode="decimal" />
          </FormField>
        )}
      </form>
      <div aria-live="polite">
        {waiting ? (
          <p className="text-sm text-muted-foreground">Enter your account size to see the size to trade.</p>
        ) : sizing.ok ? (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
              <dt className="text-xs text-muted-foreground">Size</dt>
              <dd className="tabular font-semibold">{formatSize(sizing.size, sizing.sizeUnit)}</dd>
              {sizing.units !== null && (
                <dd className="tabular text-xs text-muted-foreground">
                  {sizing.units.toLocaleString("en-US")} {sizing.unitName}
                </dd>
              )}
            </div>
            <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
              <dt className="text-xs text-muted-foreground">Loss at the stop</dt>
              <dd className="tabular font-semibold">{formatMoney(sizing.lossAtStop)}</dd>
              <dd className="tabular text-xs text-muted-foreground">of {formatMoney(sizing.riskAmount)} chosen</dd>
            </div>
            <div className="col-span-2 flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5 sm:col-span-1">
              <dt className="text-xs text-muted-foreground">Stop distance</dt>
              <dd className="tabular font-semibold">
                {sizing.stopDistanceUnit === "pips"
                  ? formatPipDistance(sizing.stopDistance)
                  : formatPrice(sizing.stopDistance, position)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-loss">{SIZING_MESSAGES[sizing.reason]}</p>
        )}
      </div>
      <HypotheticalResultsNotice className="text-xs" />
    </section>
  );
}
