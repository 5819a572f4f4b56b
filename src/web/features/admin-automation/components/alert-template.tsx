import { CopyableCode } from "@/components/copyable-code";
import { useId } from "react";
import { TRADINGVIEW_OPEN_TEMPLATE, TRADINGVIEW_STEP_TEMPLATE } from "@shared/alerts";

/** The admin's screens are in English: the copy button's words too. */
const copyWords = (label: string) => ({
  button: "Copy",
  copied: `${label} copied`,
  failed: "Could not copy: select the text and copy it instead",
});

/**
 * The messages to paste into a TradingView alert (docs/integrations.md#providers). TradingView fills in the
 * placeholders ({{ticker}}, {{close}}, {{strategy.order.action}}, {{timenow}}) when the alert fires; stop and
 * targets are set by hand or by the strategy's own placeholders.
 */
export function AlertTemplate() {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <h3 id={heading} className="text-sm font-semibold">
        TradingView alert message
      </h3>
      <p className="text-xs text-muted-foreground">
        In TradingView, set the alert&apos;s webhook URL to the source&apos;s address and its message to one of these.
        Later alerts name the trade by the same ref.
      </p>
      <CopyableCode
        className="min-h-40"
        label="Open a signal"
        code={TRADINGVIEW_OPEN_TEMPLATE}
        words={copyWords("Open a signal")}
      />
      <CopyableCode
        className="min-h-40"
        label="Hit a target"
        code={TRADINGVIEW_STEP_TEMPLATE}
        words={copyWords("Hit a target")}
      />
    </section>
  );
}
