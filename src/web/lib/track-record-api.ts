import { queryOptions, useQuery } from "@tanstack/react-query";
import { trackRecordSchema, type TrackRecord } from "@shared/track-record";
import { apiFetch } from "@/lib/api-client";

export const trackRecordKeys = { all: ["track-record"] as const };

export function getTrackRecord(): Promise<TrackRecord> {
  return apiFetch("/api/public/track-record", { schema: trackRecordSchema });
}

export function trackRecordQueryOptions() {
  return queryOptions({ queryKey: trackRecordKeys.all, queryFn: getTrackRecord, retry: false });
}

export function useTrackRecord() {
  return useQuery(trackRecordQueryOptions());
}
