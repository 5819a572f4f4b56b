import { ListChecks, PlusCircle, Users } from "lucide-react";
import { formatCount, formatRate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePerformance } from "@/features/positions/api/get-performance";

interface OverviewTabProps {
  onCreate: () => void;
  onOpenTab: (tab: "positions" | "users") => void;
}

/**
 * Mobile Overview: Winners, Losers and Win Rate as the track record counts them (the members' statistics, so the same
 * figures as the public record: docs/product.md#statistics), and quick actions.
 */
export function OverviewTab({ onCreate, onOpenTab }: OverviewTabProps) {
  const stats = usePerformance().data?.overall;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Performance Overview</CardTitle>
        </CardHeader>
        <CardContent>
          {stats ? (
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-lg bg-gain/10 p-3">
                <dt className="text-xs text-muted-foreground">Winners</dt>
                <dd className="tabular text-xl font-bold text-gain">{formatCount(stats.winners)}</dd>
              </div>
              <div className="rounded-lg bg-loss/10 p-3">
                <dt className="text-xs text-muted-foreground">Losers</dt>
                <dd className="tabular text-xl font-bold text-loss">{formatCount(stats.losers)}</dd>
              </div>
              <div className="rounded-lg bg-secondary p-3">
                <dt className="text-xs text-muted-foreground">Win Rate</dt>
                <dd className="tabular text-xl font-bold">{formatRate(stats.winRate)}</dd>
              </div>
            </dl>
          ) : (
            <Skeleton className="h-20" />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Button size="lg" onClick={onCreate}>
            <PlusCircle aria-hidden />
            Create New Position
          </Button>
          <div className="grid gap-2">
            <Button variant="outline" onClick={() => onOpenTab("positions")}>
              <ListChecks aria-hidden />
              Manage Positions
            </Button>
            <Button variant="outline" onClick={() => onOpenTab("users")}>
              <Users aria-hidden />
              Manage Users
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
