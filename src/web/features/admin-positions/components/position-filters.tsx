import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useId, useState } from "react";
import { ASSET_CLASSES, assetClassName, type Position } from "@shared/positions";
import { ChoiceFilter, FilterField } from "@/components/choice-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  ALL_POSITIONS,
  POSITION_SORTS,
  SORT_LABELS,
  isAssetClass,
  isPositionStatus,
  queryPositions,
  type PositionPage,
  type PositionQuery,
} from "@/features/admin-positions/lib/position-lists";
import { cn } from "@/lib/cn";

const STATUS_CHOICES = [
  ["all", "All statuses"],
  ["active", "Active"],
  ["planning", "Drafts"],
  ["closed", "Closed"],
] as const;

/**
 * A Manage list's search, filters, order and page, held by a component that outlives the list: the phone's editor
 * takes the list's place, and the admin comes back from it to the same search.
 */
export function usePositionQueryHolder() {
  return useState<PositionQuery>(ALL_POSITIONS);
}

export type PositionQueryHolder = ReturnType<typeof usePositionQueryHolder>;

/** The Manage lists' search, filters, order and page; a new search or filter starts again at page 1. */
export function usePositionQuery(positions: readonly Position[], [query, setQuery]: PositionQueryHolder) {
  const change = (changes: Partial<Omit<PositionQuery, "page">>) => setQuery({ ...query, ...changes, page: 1 });
  const result = queryPositions(positions, query);
  return { query, change, result, goTo: (page: number) => setQuery({ ...query, page }) };
}

type PositionQueryState = ReturnType<typeof usePositionQuery>;

/** Search by asset, status, asset class and order, over the admin's complete list. */
export function PositionFilters({ state, className }: { state: PositionQueryState; className?: string }) {
  const id = useId();
  const { query, change } = state;
  return (
    <div role="search" aria-label="Find trades" className={cn("grid grid-cols-2 gap-3", className)}>
      <FilterField id={id} label="Search by asset" className="col-span-2 lg:col-span-1">
        <div className="relative">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={id}
            type="search"
            className="pl-9"
            placeholder="EUR/USD, BTC…"
            value={query.search}
            onChange={(event) => change({ search: event.target.value })}
          />
        </div>
      </FilterField>
      <ChoiceFilter
        label="Status"
        value={query.status}
        choices={STATUS_CHOICES}
        onChange={(status) => change({ status: isPositionStatus(status) ? status : "all" })}
      />
      <ChoiceFilter
        label="Asset class"
        value={query.assetClass}
        choices={[["all", "All assets"], ...ASSET_CLASSES.map((value) => [value, assetClassName(value)] as const)]}
        onChange={(assetClass) => change({ assetClass: isAssetClass(assetClass) ? assetClass : "all" })}
      />
      <ChoiceFilter
        label="Sort by"
        value={query.sort}
        choices={POSITION_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const)}
        onChange={(sort) => change({ sort: POSITION_SORTS.find((known) => known === sort) ?? "recent" })}
      />
    </div>
  );
}

/** "Page 2 of 6 · 57 trades", with the previous and next pages. */
export function PositionPager({ page, onPage }: { page: PositionPage; onPage: (page: number) => void }) {
  if (page.total === 0) return null;
  const count = `${page.total} ${page.total === 1 ? "trade" : "trades"}`;
  if (page.pages === 1) return <p className="text-center text-sm text-muted-foreground">{count}</p>;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page.page} of {page.pages} · {count}
      </p>
      <Button variant="outline" size="sm" disabled={page.page >= page.pages} onClick={() => onPage(page.page + 1)}>
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
