import {
  ASSET_CLASSES,
  POSITION_STATUSES,
  type AssetClass,
  type Position,
  type PositionStatus,
} from "@shared/positions";

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** The admin overview shows the 5 most recent trades. */
export const RECENT_TRADES = 5;
/** docs/product.md#admin: the Manage lists show this many trades a page. */
export const MANAGE_PAGE_SIZE = 10;

export function recentTrades(positions: readonly Position[]): Position[] {
  return [...positions].sort((a, b) => newestFirst(a.createdAt, b.createdAt)).slice(0, RECENT_TRADES);
}

export function countByStatus(positions: readonly Position[]) {
  return {
    planning: positions.filter((position) => position.status === "planning").length,
    active: positions.filter((position) => position.status === "active").length,
    closed: positions.filter((position) => position.status === "closed").length,
  };
}

export const POSITION_SORTS = ["recent", "asset", "result"] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];
export const SORT_LABELS: Record<PositionSort, string> = {
  recent: "Latest activity",
  asset: "Asset A–Z",
  result: "Best result",
};

export interface PositionQuery {
  /** Part of the asset's name, any case ("eur" finds EUR/USD). */
  search: string;
  status: PositionStatus | "all";
  assetClass: AssetClass | "all";
  sort: PositionSort;
  /** 1-based. */
  page: number;
}

export const ALL_POSITIONS: PositionQuery = { search: "", status: "all", assetClass: "all", sort: "recent", page: 1 };

export const isPositionStatus = (value: string): value is PositionStatus =>
  (POSITION_STATUSES as readonly string[]).includes(value);
export const isAssetClass = (value: string): value is AssetClass =>
  (ASSET_CLASSES as readonly string[]).includes(value);

/** When it last changed for a member: closed, else published, else created (a draft). */
const lastActivity = (position: Position) => position.closedAt ?? position.publishedAt ?? position.createdAt;

const SORTS: Record<PositionSort, (a: Position, b: Position) => number> = {
  recent: (a, b) => newestFirst(lastActivity(a), lastActivity(b)),
  asset: (a, b) => a.asset.localeCompare(b.asset, "en", { sensitivity: "base" }),
  // Realized results first, best on top; positions with none yet after them, newest first.
  result: (a, b) => {
    const ra = a.results.percent;
    const rb = b.results.percent;
    if (ra !== null && rb !== null && ra !== rb) return rb - ra;
    if ((ra === null) !== (rb === null)) return ra === null ? 1 : -1;
    return SORTS.recent(a, b);
  },
};

export interface PositionPage {
  items: Position[];
  /** How many match the search and filters, over every page. */
  total: number;
  page: number;
  pages: number;
}

/**
 * The admin's Manage lists over the complete list the admin reads (drafts and every closed trade included): search,
 * filters, order, then one page of it. A page past the end shows the last one.
 */
export function queryPositions(positions: readonly Position[], query: PositionQuery): PositionPage {
  const needle = query.search.trim().toLowerCase();
  const matching = positions
    .filter(
      (position) =>
        (needle === "" || position.asset.toLowerCase().includes(needle)) &&
        (query.status === "all" || position.status === query.status) &&
        (query.assetClass === "all" || position.assetClass === query.assetClass),
    )
    .sort(SORTS[query.sort]);
  const pages = Math.max(1, Math.ceil(matching.length / MANAGE_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pages);
  const start = (page - 1) * MANAGE_PAGE_SIZE;
  return { items: matching.slice(start, start + MANAGE_PAGE_SIZE), total: matching.length, page, pages };
}
