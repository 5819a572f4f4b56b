import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TrackRecord } from "@shared/track-record";
import { apiFetch } from "@/lib/api-client";
import { parseTrackRecord } from "@/lib/parse-track-record";

export const trackRecordKeys = { all: ["track-record"] as const };

/** Read with a hand-written guard, not the zod schema: see parse-track-record.ts. */
export async function getTrackRecord(): Promise<TrackRecord> {
  return parseTrackRecord(await apiFetch("/api/public/track-record"));
}

export function trackRecordQueryOptions() {
  return queryOptions({ queryKey: trackRecordKeys.all, queryFn: getTrackRecord, retry: false });
}

/** `enabled: false` waits (e.g. until the part that shows it nears the viewport). */
export function useTrackRecord({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trackRecordQueryOptions(), enabled });
}
