import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";

interface SwipeTableProps {
  /** The hint's id, which the scrolling region points at. */
  hintId: string;
  /** Names the table and its scrolling region for screen readers. */
  caption: string;
  /** How many columns the hint promises on a phone. */
  columnCount: number;
  /** The width below which the table scrolls sideways rather than squeezing its columns. */
  className?: string;
  /** The table's head and body. */
  children: ReactNode;
}

/**
 * A table with every column on every width: on a phone it scrolls sideways inside itself (never the page) and says so
 * above it; the caller pins the first column with a sticky cell.
 */
export function SwipeTable({ hintId, caption, columnCount, className, children }: SwipeTableProps) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-1">
      <p id={hintId} className="flex items-center gap-1 text-xs text-muted-foreground md:hidden">
        {t("app:controls.swipe", { count: columnCount })}
        <ArrowRight aria-hidden className="size-3.5 rtl:-scale-x-100" />
      </p>
      <div
        className="-mx-5 overflow-x-auto md:mx-0"
        tabIndex={0}
        role="region"
        aria-label={caption}
        aria-describedby={hintId}
      >
        <table className={cn("w-full text-sm", className)}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </div>
  );
}
