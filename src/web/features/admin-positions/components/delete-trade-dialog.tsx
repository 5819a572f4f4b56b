import type { Position } from "@shared/positions";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useDeletePositionAsAdmin } from "@/features/admin-positions/hooks/use-delete-position-as-admin";

/** Deleting from the Manage tab asks first, in a 'Delete Trade' dialog. */
export function DeleteTradeDialog({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const { deletePosition, isDeleting } = useDeletePositionAsAdmin();
  return (
    <AlertDialog open={position !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Trade</AlertDialogTitle>
        <AlertDialogDescription>
          Delete {position?.asset}? Members will no longer see it. This action cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm disabled={isDeleting} onClick={() => position && deletePosition(position, onClose)}>
            {isDeleting && <Spinner />}
            Delete
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
