import { Lock } from "lucide-react";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";

const FRAMES = [
  { title: "portfolio:analytics.locked.equityR", shape: "line" },
  { title: "portfolio:analytics.locked.drawdown", shape: "area" },
  { title: "portfolio:analytics.locked.monthly", shape: "bars" },
  { title: "portfolio:analytics.locked.longShort", shape: "bars" },
  { title: "portfolio:analytics.locked.perInstrument", shape: "table" },
  { title: "portfolio:analytics.locked.streaksHolding", shape: "table" },
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
  const { t } = useT();
  return (
    <SectionCard
      region
      className="border-dashed"
      title={t("portfolio:analytics.locked.title")}
      icon={Lock}
      iconClassName="text-warning"
      contentClassName="flex flex-col gap-4"
      description={t("portfolio:analytics.locked.text")}
    >
      <ul
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t("portfolio:analytics.locked.chartsLabel")}
      >
        {FRAMES.map((frame) => (
          <li key={frame.title} className="relative overflow-hidden rounded-lg border bg-muted/30 p-3">
            <p className="text-sm font-semibold">{t(frame.title)}</p>
            <div aria-hidden className="mt-3 opacity-60 blur-[2px] select-none">
              <Outline shape={frame.shape} />
            </div>
            <p className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-1.5 text-xs font-medium">
              <Lock aria-hidden className="size-3.5" />
              {t("portfolio:analytics.locked.included")}
            </p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t("portfolio:analytics.locked.sample")}</p>
      <Button asChild className="self-start">
        <Link to={PAGE_PATHS.plans}>{t("portfolio:analytics.locked.upgrade")}</Link>
      </Button>
    </SectionCard>
  );
}
