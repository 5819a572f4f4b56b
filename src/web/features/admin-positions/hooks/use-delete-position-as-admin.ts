import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { Position } from "@shared/positions";
import { adminKeys } from "@/features/admin/api/query-keys";
import { useDeletePosition } from "@/features/positions/api/delete-position";

/** Deletes a position from either panel: the lists and the admin figures follow, the outcome is said. */
export function useDeletePositionAsAdmin() {
  const queryClient = useQueryClient();
  const remove = useDeletePosition();
  const deletePosition = (position: Position, onDeleted?: () => void) =>
    remove.mutate(position.id, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
        toast.success(`${position.asset} deleted`);
        onDeleted?.();
      },
    });
  return { deletePosition, isDeleting: remove.isPending };
}
