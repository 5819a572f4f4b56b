import { Pencil, Plus, Trash2, TrendingUp } from "lucide-react";
import { formatPrice } from "@shared/format";
import { POSITION_MESSAGES, type Position, type RiskLevel, assetClassName } from "@shared/positions";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeletePositionAsAdmin } from "@/features/admin/hooks/use-delete-position-as-admin";
import { latestClosed } from "@/features/admin/lib/position-lists";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { PnlValue } from "@/components/trading/pnl-value";

/** The mobile admin confirms with the browser's own dialog. */
export const DELETE_POSITION_QUESTION = "Are you sure you want to delete this position?";

/** High, moderate, otherwise low. */
const shownRisk = (risk: RiskLevel | null): RiskLevel => (risk === "high" || risk === "moderate" ? risk : "low");

interface PositionsTabProps {
  positions: Position[] | undefined;
  failed: boolean;
  onCreate: () => void;
  onEdit: (position: Position) => void;
}

interface RowActionsProps {
  position: Position;
  onEdit: () => void;
  onDelete: () => void;
}

function RowActions({ position, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex shrink-0">
      <Button size="icon" variant="ghost" aria-label={`Edit ${position.asset}`} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="text-loss"
        aria-label={`Delete ${position.asset}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}

function OpenPositionCard({ position, onEdit, onDelete }: RowActionsProps) {
  const levels: [string, number | null][] = [
    ["Entry", position.entryPrice],
    ["Current", position.currentPrice],
    ...(position.targetPrice !== null ? [["Target", position.targetPrice] as [string, number]] : []),
    ...(position.stopLoss !== null ? [["Stop Loss", position.stopLoss] as [string, number]] : []),
  ];
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h4 className="truncate font-semibold">{position.asset}</h4>
          <span className="text-xs text-muted-foreground">{assetClassName(position.assetClass)}</span>
        </div>
        <RowActions position={position} onEdit={onEdit} onDelete={onDelete} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <DirectionBadge direction={position.direction} />
        <RiskBadge riskLevel={shownRisk(position.riskLevel)} />
        {position.status === "planning" && <StatusBadge status="planning" />}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {levels.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="tabular font-semibold">{formatPrice(value, position)}</dd>
          </div>
        ))}
      </dl>
      {position.commentary && <p className="text-sm text-muted-foreground">{position.commentary}</p>}
    </Card>
  );
}

/** Mobile Positions tab: open positions, the first 5 closed, or the empty state. */
export function PositionsTab({ positions, failed, onCreate, onEdit }: PositionsTabProps) {
  const { deletePosition } = useDeletePositionAsAdmin();
  if (failed) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{POSITION_MESSAGES.fetchFailed}</AlertDescription>
      </Alert>
    );
  }
  if (!positions) return <Skeleton className="h-64" />;

  const drafts = positions.filter((position) => position.status === "planning");
  const active = positions.filter((position) => position.status === "active");
  const closed = latestClosed(positions);

  function confirmDelete(position: Position) {
    if (!window.confirm(DELETE_POSITION_QUESTION)) return;
    deletePosition(position);
  }

  const list = (title: string, items: Position[]) =>
    items.length > 0 && (
      <section className="flex flex-col gap-2" aria-label={title}>
        <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
        <ul className="flex flex-col gap-3">
          {items.map((position) => (
            <li key={position.id}>
              <OpenPositionCard
                position={position}
                onEdit={() => onEdit(position)}
                onDelete={() => confirmDelete(position)}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Trading Positions</h2>
          <p className="text-sm text-muted-foreground">Manage active and closed positions</p>
        </div>
        <Button size="sm" onClick={onCreate}>
          <Plus aria-hidden />
          Add Position
        </Button>
      </div>
      {positions.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <TrendingUp className="size-8 text-muted-foreground" aria-hidden />
          <h3 className="font-semibold">No Positions Yet</h3>
          <p className="text-sm text-muted-foreground">
            Create your first trading position to start sharing signals with your subscribers.
          </p>
          <Button onClick={onCreate}>Create First Position</Button>
        </div>
      ) : (
        <>
          {list("Active Positions", active)}
          {list("Drafts", drafts)}
          {closed.length > 0 && (
            <section className="flex flex-col gap-2" aria-label="Closed Positions">
              <h3 className="text-sm font-semibold text-muted-foreground">Closed Positions</h3>
              <ul className="flex flex-col gap-2">
                {closed.map((position) => (
                  <li key={position.id}>
                    <Card className="flex items-center justify-between gap-2 p-3">
                      <div className="flex min-w-0 flex-col gap-1">
                        <span className="truncate font-semibold">{position.asset}</span>
                        <div className="flex items-center gap-2">
                          <Badge variant="secondary">CLOSED</Badge>
                          <span className="truncate text-xs text-muted-foreground">
                            {assetClassName(position.assetClass)}
                          </span>
                        </div>
                      </div>
                      <div className="flex shrink-0 items-center gap-1">
                        <PnlValue value={position.pnl} className="tabular font-semibold" />
                        <RowActions
                          position={position}
                          onEdit={() => onEdit(position)}
                          onDelete={() => confirmDelete(position)}
                        />
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
