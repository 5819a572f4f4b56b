import { ListChecks, PlusCircle, Users } from "lucide-react";
import { computeStats } from "@shared/performance";
import type { Position } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

interface OverviewTabProps {
  positions: Position[] | undefined;
  onCreate: () => void;
  onOpenTab: (tab: "positions" | "users") => void;
}

/** Mobile Overview: Winners, Losers and Win Rate by the shared track-record rules, and quick actions. */
export function OverviewTab({ positions, onCreate, onOpenTab }: OverviewTabProps) {
  const closed = (positions ?? []).flatMap((position) =>
    position.status === "closed" ? [{ ...position, closedAt: position.closedAt ?? position.updatedAt }] : [],
  );
  const stats = computeStats(closed);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Performance Overview</CardTitle>
        </CardHeader>
        <CardContent>
          {positions ? (
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-lg bg-gain/10 p-3">
                <dt className="text-xs text-muted-foreground">Winners</dt>
                <dd className="tabular text-xl font-bold text-gain">{stats.winners}</dd>
              </div>
              <div className="rounded-lg bg-loss/10 p-3">
                <dt className="text-xs text-muted-foreground">Losers</dt>
                <dd className="tabular text-xl font-bold text-loss">{stats.losers}</dd>
              </div>
              <div className="rounded-lg bg-secondary p-3">
                <dt className="text-xs text-muted-foreground">Win Rate</dt>
                <dd className="tabular text-xl font-bold">{stats.winRate}%</dd>
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
