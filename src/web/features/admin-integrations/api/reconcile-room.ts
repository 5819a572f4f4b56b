import { z } from "zod";
import type { RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Starts a room's reconciler run; what it did shows in the card's list a moment later. */
export function reconcileRoom(room: RoomPlatformName): Promise<{ message: string }> {
  return apiFetch(`/api/admin/${room}/reconcile`, { method: "POST", schema: z.object({ message: z.string() }) });
}

export function useReconcileRoom(room: RoomPlatformName) {
  return useApiMutation({
    errorToast: "Could not start the reconciler",
    mutationFn: () => reconcileRoom(room),
    onSuccess: (_answer, _variables, queryClient) =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.room(room) }), 1_500),
  });
}
