import type { TrackRecord } from "@shared/track-record";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isNumberOrNull = (value: unknown) => value === null || typeof value === "number";

const FIGURES = ["trades", "wins", "losses", "winRate", "maxDrawdown", "totalPercent"] as const;
const OPTIONAL_FIGURES = ["averageWinR", "averageLossR", "expectancyR", "profitFactor"] as const;
const LISTS = ["byAssetClass", "monthly", "equity", "signals", "heads"] as const;

/**
 * The public track record's answer, checked by its shape: the figures the pages print, and lists where lists are.
 * A hand-written guard, as the session check's (docs/decisions/0003-public-site-first-load.md): the shared zod schema
 * would bring zod and every schema it builds on into the public pages, whose take-over it then blocked for hundreds
 * of milliseconds on a phone (docs/decisions/0018-lean-public-entry.md). The server answers through that schema.
 */
export function parseTrackRecord(value: unknown): TrackRecord {
  const valid =
    isObject(value) &&
    typeof value.asOf === "string" &&
    isObject(value.figures) &&
    FIGURES.every((key) => typeof (value.figures as Record<string, unknown>)[key] === "number") &&
    OPTIONAL_FIGURES.every((key) => isNumberOrNull((value.figures as Record<string, unknown>)[key])) &&
    LISTS.every((key) => Array.isArray(value[key]) && value[key].every(isObject)) &&
    (value.head === null || isObject(value.head));
  if (!valid) throw new Error("The track record could not be read.");
  return value as unknown as TrackRecord;
}
