import { Plus } from "lucide-react";
import { useState } from "react";
import type { AdminStats } from "@shared/admin";
import { type AssetClass, type Position, type PositionStatus, assetClassName } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DeleteTradeDialog } from "@/features/admin/components/desktop/delete-trade-dialog";
import { ManagedPositionCard } from "@/features/admin/components/desktop/managed-position-card";
import { DesktopPositionForm } from "@/features/admin/components/desktop-position-form";
import { cn } from "@/lib/cn";

type Filter = AssetClass | "all";
// Order, with indices (docs/product.md#markets).
const FILTERS: Filter[] = ["all", "forex", "crypto", "commodities", "indices", "stocks"];
const filterLabel = (filter: Filter) => (filter === "all" ? "All Assets" : assetClassName(filter));

interface ManageTabProps {
  positions: Position[];
  stats: AdminStats | undefined;
  newStatus: PositionStatus;
}

type Editing = { kind: "add" } | { kind: "edit"; position: Position } | null;

/** Manage tab: filter by class, add, edit, and delete behind the 'Delete Trade' confirmation. */
export function ManageTab({ positions, stats, newStatus }: ManageTabProps) {
  const [filter, setFilter] = useState<Filter>("all");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Position | null>(null);
  const shown = filter === "all" ? positions : positions.filter((position) => position.assetClass === filter);
  const views = new Map(stats?.topPositions.map((top) => [top.id, top.views]));
  const close = () => setEditing(null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Manage Trades</h2>
        <Button onClick={() => setEditing({ kind: "add" })}>
          <Plus aria-hidden />
          Add Trade
        </Button>
      </div>
      <div role="group" aria-label="Filter by asset class" className="flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant="outline"
            aria-pressed={filter === option}
            className={cn(filter === option && "border-gain bg-gain/10 text-gain hover:bg-gain/15")}
            onClick={() => setFilter(option)}
          >
            {filterLabel(option)}
          </Button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {filter === "all" ? "No trades yet." : `No ${filterLabel(filter)} trades.`}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Trades">
          {shown.map((position) => (
            <li key={position.id}>
              <ManagedPositionCard
                position={position}
                views={views.get(position.id)}
                onEdit={() => setEditing({ kind: "edit", position })}
                onDelete={() => setDeleting(position)}
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing?.kind === "edit" ? `Edit ${editing.position.asset}` : "Add Trade"}</DialogTitle>
            <DialogDescription>
              {editing?.kind !== "edit"
                ? "New trades follow the auto-publish setting."
                : editing.position.status === "planning"
                  ? "Members see this draft once you publish it."
                  : "Members see your changes at once."}
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <DesktopPositionForm
              position={editing.kind === "edit" ? editing.position : undefined}
              initialStatus={newStatus}
              onSaved={close}
              onCancel={close}
            />
          )}
        </DialogContent>
      </Dialog>
      <DeleteTradeDialog position={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
