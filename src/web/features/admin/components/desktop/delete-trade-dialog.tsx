import { toast } from "sonner";
import { POSITION_MESSAGES, type Position } from "@shared/positions";
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
import { useDeletePosition } from "@/features/positions/api/delete-position";
import { userFacingMessage } from "@/lib/api-client";

/** Spec §2: deleting from the Manage tab asks first, in a 'Delete Trade' dialog. */
export function DeleteTradeDialog({ position, onClose }: { position: Position | null; onClose: () => void }) {
  const remove = useDeletePosition();
  return (
    <AlertDialog open={position !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Delete Trade</AlertDialogTitle>
        <AlertDialogDescription>
          Delete {position?.asset}? Members will no longer see it. This action cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogConfirm
            disabled={remove.isPending}
            onClick={() => {
              if (!position) return;
              remove.mutate(position.id, {
                onSuccess: () => {
                  toast.success(`${position.asset} deleted`);
                  onClose();
                },
                onError: (error) => {
                  console.error("Deleting the position failed", error);
                  toast.error(userFacingMessage(error, POSITION_MESSAGES.deleteFailed));
                },
              });
            }}
          >
            {remove.isPending && <Spinner />}
            Delete
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
