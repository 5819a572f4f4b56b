import { MEMBER_STANDINGS, MEMBER_STANDING_LABELS, type MemberStanding } from "@shared/admin";
import { useId } from "react";
import { NO_VALUE } from "@shared/format";
import { cn } from "@/lib/cn";
import { useAdminStats } from "@/features/admin/api/get-admin-stats";

interface SubscriptionCountersProps {
  /** The Status filter's value: its counter shows pressed. */
  selected: MemberStanding | "";
  /** A counter filters the list to what it counts; pressed again, it clears the filter. */
  onSelect: (standing: MemberStanding | "") => void;
}

/**
 * Members by standing (Trial, Pro, Standard with access; Inactive; Expired), counted on the server over every member
 * (not just this page or search), exactly as the Status filter lists them and the cards' badges name them.
 */
export function SubscriptionCounters({ selected, onSelect }: SubscriptionCountersProps) {
  const stats = useAdminStats();
  const counts = stats.data?.memberStandings;
  const captionId = useId();
  return (
    <div role="group" aria-labelledby={captionId} className="flex flex-col gap-1.5">
      <span id={captionId} className="text-xs text-muted-foreground">
        All members by status
      </span>
      <div className="grid grid-cols-5 gap-1 sm:gap-2">
        {MEMBER_STANDINGS.map((standing) => (
          <button
            key={standing}
            type="button"
            aria-pressed={selected === standing}
            onClick={() => onSelect(selected === standing ? "" : standing)}
            className={cn(
              "flex min-w-0 flex-col items-center rounded-lg border bg-card px-0.5 py-2 transition-colors hover:bg-secondary",
              "focus-visible:outline-2 focus-visible:outline-ring/40 aria-pressed:border-gain aria-pressed:bg-gain/10",
            )}
          >
            <span className="max-w-full truncate text-[0.6875rem] text-muted-foreground sm:text-xs">
              {MEMBER_STANDING_LABELS[standing]}
            </span>
            <span className="tabular text-lg font-bold">{counts ? counts[standing] : NO_VALUE}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
