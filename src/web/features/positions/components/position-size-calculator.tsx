import { useEffect } from "react";
import {
  ACCOUNT_CURRENCY,
  forexCurrencies,
  needsQuoteRate,
  positionSize,
  sizingFormSchema,
  typedNumber,
  type SizingForm,
  type SizingRefusal,
} from "@shared/position-size";
import type { Position } from "@shared/positions";
import { HypotheticalResultsNotice } from "@/components/hypothetical-results-notice";
import { useSizeText } from "@/components/trading/size-text";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { controlProps, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const REFUSALS: Record<SizingRefusal, string> = {
  "no-stop": "positions:size.noStop",
  "stop-at-entry": "positions:size.stopAtEntry",
  "bad-account": "positions:size.badAccount",
  "bad-risk": "positions:size.badRisk",
  "needs-rate": "positions:size.needsRate",
  "too-small": "positions:size.tooSmall",
};

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
  const { t } = useT();
  const format = useFormat();
  const sizes = useSizeText();
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
          {t("positions:size.title")}
        </h3>
        <p className="text-xs text-muted-foreground">
          {t("positions:size.from", {
            entry: format.price(position.entryPrice, position),
            stop: format.price(stop, position),
          })}
        </p>
      </div>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()} noValidate>
        <FormField id={`${id}-account`} label={t("positions:size.account", { currency: ACCOUNT_CURRENCY })}>
          <Input
            {...controlProps(form, "accountSize", `${id}-account`)}
            inputMode="decimal"
            placeholder={format.count(10000)}
          />
        </FormField>
        <FormField id={`${id}-risk`} label={t("positions:size.risk")}>
          <Input {...controlProps(form, "riskPercent", `${id}-risk`)} inputMode="decimal" placeholder="1" />
        </FormField>
        {rateNeeded && (
          <FormField
            id={`${id}-rate`}
            label={t("positions:size.rate", { quote, currency: ACCOUNT_CURRENCY })}
            className="sm:col-span-2"
          >
            <Input {...controlProps(form, "quotePerUsd", `${id}-rate`)} inputMode="decimal" />
          </FormField>
        )}
      </form>
      <div aria-live="polite">
        {waiting ? (
          <p className="text-sm text-muted-foreground">{t("positions:size.waiting")}</p>
        ) : sizing.ok ? (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
              <dt className="text-xs text-muted-foreground">{t("positions:size.size")}</dt>
              <dd className="tabular font-semibold">{sizes.size(sizing.size, sizing.sizeUnit)}</dd>
              {sizing.units !== null && (
                <dd dir="ltr" lang="en" className="tabular text-xs text-muted-foreground">
                  {sizing.units.toLocaleString("en-US")} {sizing.unitName}
                </dd>
              )}
            </div>
            <div className="flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5">
              <dt className="text-xs text-muted-foreground">{t("positions:size.lossAtStop")}</dt>
              <dd className="tabular font-semibold">{format.money(sizing.lossAtStop)}</dd>
              <dd className="tabular text-xs text-muted-foreground">
                {t("positions:size.ofChosen", { amount: format.money(sizing.riskAmount) })}
              </dd>
            </div>
            <div className="col-span-2 flex flex-col gap-0.5 rounded-md bg-muted/40 p-2.5 sm:col-span-1">
              <dt className="text-xs text-muted-foreground">{t("positions:size.stopDistance")}</dt>
              <dd dir="ltr" className="tabular font-semibold">
                {sizing.stopDistanceUnit === "pips"
                  ? format.pipDistance(sizing.stopDistance)
                  : format.price(sizing.stopDistance, position)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-loss">{t(REFUSALS[sizing.reason])}</p>
        )}
      </div>
      <HypotheticalResultsNotice className="text-xs" />
    </section>
  );
}
