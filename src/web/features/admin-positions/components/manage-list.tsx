import type { Position } from "@shared/positions";
import { ManagedPositionCard } from "@/features/admin-positions/components/managed-position-card";
import {
  PositionFilters,
  PositionPager,
  usePositionQuery,
  type PositionQueryHolder,
} from "@/features/admin-positions/components/position-filters";

interface ManageListProps {
  /** The admin's complete list: drafts, open and every closed trade. */
  positions: readonly Position[];
  /** The search, filters and page, held above the list so that they outlive it (see usePositionQueryHolder). */
  query: PositionQueryHolder;
  views?: ReadonlyMap<string, number>;
  onEdit: (position: Position) => void;
  onDelete: (position: Position) => void;
  /** Two columns from this width on the desktop panel; one on a phone. */
  wide?: boolean;
}

/** Search, filters, order and pages over every trade, on either panel (docs/product.md#admin). */
export function ManageList({ positions, query: holder, views, onEdit, onDelete, wide }: ManageListProps) {
  const state = usePositionQuery(positions, holder);
  const { result, query } = state;
  const filtered = query.search.trim() !== "" || query.status !== "all" || query.assetClass !== "all";
  return (
    <div className="flex flex-col gap-4">
      <PositionFilters state={state} className={wide ? "lg:grid-cols-4" : undefined} />
      {result.total === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {filtered ? "No trades match." : "No trades yet."}
        </p>
      ) : (
        <ul className={wide ? "grid gap-3 lg:grid-cols-2" : "flex flex-col gap-3"} aria-label="Trades">
          {result.items.map((position) => (
            <li key={position.id}>
              <ManagedPositionCard
                position={position}
                views={views?.get(position.id)}
                onEdit={() => onEdit(position)}
                onDelete={() => onDelete(position)}
              />
            </li>
          ))}
        </ul>
      )}
      <PositionPager page={result} onPage={state.goTo} />
    </div>
  );
}
