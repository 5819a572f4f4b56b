import { Copy } from "lucide-react";
import { useId } from "react";
import { TRADINGVIEW_OPEN_TEMPLATE, TRADINGVIEW_STEP_TEMPLATE } from "@shared/alerts";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { copyText } from "@/lib/copy-text";

function Template({ label, code }: { label: string; code: string }) {
  const id = useId();
  const copy = () => copyText(code, { copied: `${label} copied`, byHand: "select the text and copy it instead" });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <Textarea
        id={id}
        readOnly
        value={code}
        className="min-h-40 font-mono text-xs"
        onFocus={(e) => e.target.select()}
      />
    </div>
  );
}

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
      <Template label="Open a signal" code={TRADINGVIEW_OPEN_TEMPLATE} />
      <Template label="Hit a target" code={TRADINGVIEW_STEP_TEMPLATE} />
    </section>
  );
}
