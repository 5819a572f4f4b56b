import { Suspense, lazy, useEffect } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { userFacingMessage } from "@/lib/api-client";
import { EnsureQueryClient } from "@/lib/ensure-query-client";
import { useNamespaces, useT } from "@/lib/i18n";
import { useTrackRecord } from "@/lib/track-record-api";

// The record's content is drawn only once the record has arrived: its code loads beside the request.
const loadContent = () => import("@/features/site/components/record-content");
const RecordContent = lazy(async () => ({ default: (await loadContent()).RecordContent }));

/**
 * The record itself, read and drawn once the prerendered page is taken over: this part's code and the query library
 * load then, not before the page is interactive (docs/performance.md, "first-load JavaScript"), as the free feed's do.
 */
// The figures' text loads with the record, not with the page; the signals' events are worded from `positions`.
const DETAILS = ["details", "positions"] as const;

export function TrackRecordSection() {
  useNamespaces(DETAILS);
  return (
    <EnsureQueryClient>
      <TrackRecordBody />
    </EnsureQueryClient>
  );
}

function TrackRecordBody() {
  const { t } = useT();
  const record = useTrackRecord();
  useEffect(() => void loadContent(), []);
  if (record.isPending) return <Skeleton className="h-64" />;
  if (record.isError) {
    return (
      <Alert>
        <AlertDescription>{userFacingMessage(record.error, t("details:loadFailed.record"))}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-64" />}>
      <RecordContent record={record.data} />
    </Suspense>
  );
}
