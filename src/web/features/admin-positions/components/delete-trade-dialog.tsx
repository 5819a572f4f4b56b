import type { Position } from "@shared/positions";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useDeletePositionAsAdmin } from "@/features/admin-positions/hooks/use-delete-position-as-admin";

/** Deleting from the Manage tab asks first, in a 'Delete Trade' dialog. */
export function DeleteTradeDialog({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const { deletePosition, isDeleting } = useDeletePositionAsAdmin();
  return (
    <ConfirmDialog
      open={position !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Trade"
      description={<>Delete {position?.asset}? Members will no longer see it. This action cannot be undone.</>}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      pending={isDeleting}
      onConfirm={() => position && deletePosition(position, onClose)}
    />
  );
}
