import { Lock } from "lucide-react";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Link } from "@/lib/app-navigation";

const FRAMES = [
  { title: "Equity curve in R", shape: "line" },
  { title: "Drawdown", shape: "area" },
  { title: "Monthly returns", shape: "bars" },
  { title: "Long vs short", shape: "bars" },
  { title: "Per instrument and risk level", shape: "table" },
  { title: "Streaks and holding time", shape: "table" },
] as const;

/** Greyed shapes that only say what kind of chart it is: no axis, no number, nothing that reads as data. */
function Outline({ shape }: { shape: (typeof FRAMES)[number]["shape"] }) {
  if (shape === "table") {
    return (
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-3 rounded bg-muted-foreground/25" />
        ))}
      </div>
    );
  }
  if (shape === "bars") {
    return (
      <div className="flex h-20 items-end gap-2">
        {["h-1/2", "h-3/4", "h-1/3", "h-full", "h-2/3", "h-1/4"].map((height, index) => (
          <div key={index} className={`${height} flex-1 rounded-t bg-muted-foreground/25`} />
        ))}
      </div>
    );
  }
  return (
    <svg viewBox="0 0 100 40" className="h-20 w-full text-muted-foreground/30" preserveAspectRatio="none">
      <path
        d={
          shape === "line"
            ? "M0 35 L20 28 L40 30 L60 18 L80 20 L100 8"
            : "M0 0 L20 10 L40 4 L60 20 L80 8 L100 2 L100 0 Z"
        }
        fill={shape === "area" ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/**
 * What Trial and standard members see of Pro's analytics (docs/product.md#advanced-analytics): the frames of the charts,
 * locked, and the way to Pro. The server never sends them the figures.
 */
export function LockedPreview() {
  return (
    <SectionCard
      region
      className="border-dashed"
      title="Advanced analytics are included in Pro"
      icon={Lock}
      iconClassName="text-warning"
      contentClassName="flex flex-col gap-4"
      description="Results in R and expectancy, the equity curve and drawdown, monthly returns, streaks, holding times, and long vs short by asset class, instrument and risk level."
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Locked charts">
        {FRAMES.map((frame) => (
          <li key={frame.title} className="relative overflow-hidden rounded-lg border bg-muted/30 p-3">
            <p className="text-sm font-semibold">{frame.title}</p>
            <div aria-hidden className="mt-3 opacity-60 blur-[2px] select-none">
              <Outline shape={frame.shape} />
            </div>
            <p className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1.5 text-xs font-medium">
              <Lock aria-hidden className="size-3.5" />
              Included in Pro
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Sample outlines only: no figures are shown until you have Pro.</p>
      <Button asChild className="self-start">
        <Link to={PAGE_PATHS.plans}>Upgrade to Pro</Link>
      </Button>
    </SectionCard>
  );
}
