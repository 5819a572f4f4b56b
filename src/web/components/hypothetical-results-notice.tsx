import { HYPOTHETICAL_PERFORMANCE_WARNING } from "@shared/risk-warning-texts";
import { Notice } from "@/components/risk-warning";

/**
 * The hypothetical-performance disclosure, beside any result that is worked out rather than traded
 * (docs/product.md#risk-warnings). A file of its own, so that a page without such results carries none of its text.
 */
export function HypotheticalResultsNotice({ className }: { className?: string }) {
  return (
    <Notice variant="box" title="Hypothetical results" className={className}>
      {HYPOTHETICAL_PERFORMANCE_WARNING}
    </Notice>
  );
}
