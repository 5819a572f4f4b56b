import { useState } from "react";
import type { ViewKind } from "@shared/positions";
import { useRecordView } from "@/features/positions/api/record-view";

/** A position's dialog whose every opening counts as a view of that kind (docs/product.md#metrics). */
export function useViewedDialog(positionId: string, kind: ViewKind) {
  const [open, setOpen] = useState(false);
  const recordView = useRecordView();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) recordView.mutate({ id: positionId, kind });
  };
  return { open, onOpenChange };
}
