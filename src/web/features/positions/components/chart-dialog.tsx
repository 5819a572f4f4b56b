import { Expand, LineChart } from "lucide-react";
import { lazy, Suspense } from "react";
import type { Position } from "@shared/positions";
import { TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useViewedDialog } from "@/features/positions/hooks/use-viewed-dialog";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";

// Charts are a chunk of their own, fetched when a member first opens one (the dashboard stays light).
const PositionChart = lazy(() => import("@/features/positions/components/charts/position-chart"));

interface ChartDialogProps {
  position: Position;
  /** "dialog": 15-minute chart in a dialog; "fullscreen": daily chart filling the screen. */
  variant: "dialog" | "fullscreen";
  buttonClassName?: string;
}

export function ChartDialog({ position, variant, buttonClassName }: ChartDialogProps) {
  const { t } = useT();
  const { open, onOpenChange } = useViewedDialog(position.id, "chart");
  const fullscreen = variant === "fullscreen";

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" className={buttonClassName}>
          {fullscreen ? <Expand aria-hidden /> : <LineChart aria-hidden />}
          {fullscreen ? t("positions:chart.fullScreen") : t("positions:chart.view")}
        </Button>
      }
      title={t(position.direction === "long" ? "positions:chart.titleLong" : "positions:chart.titleShort", {
        asset: position.asset,
      })}
      description={fullscreen ? t("positions:chart.daily") : t("positions:chart.fifteenMinutes")}
      className={cn(
        "grid-rows-[auto_minmax(0,1fr)]",
        fullscreen
          ? "start-0 top-0 h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 rounded-none p-4 data-[state=open]:animate-fade-in md:p-6"
          : "h-[min(36rem,calc(100dvh-2rem))] max-w-3xl p-4 md:p-6",
      )}
    >
      {open && (
        <Suspense fallback={<Skeleton className="h-full min-h-64 w-full" />}>
          <PositionChart position={position} interval={fullscreen ? "D" : "15"} />
        </Suspense>
      )}
    </TitledDialog>
  );
}
