import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { POSITION_MESSAGES, type Position } from "@shared/positions";
import { adminKeys } from "@/features/admin/api/query-keys";
import { positionFormFromPosition, positionFormSchema } from "@/features/admin-positions/lib/position-form";
import { useUpdatePosition } from "@/features/positions/api/update-position";
import { userFacingMessage } from "@/lib/api-client";

/**
 * docs/product.md#drafts: a draft's Publish button sends the draft as it was saved, now active; members hear of it
 * at once. A refusal is toasted in the server's words (the card has no form to show it in).
 */
export function usePublishDraft() {
  const queryClient = useQueryClient();
  const update = useUpdatePosition();
  const publish = (draft: Position) => {
    const checked = positionFormSchema.safeParse({ ...positionFormFromPosition(draft), status: "active" });
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? POSITION_MESSAGES.updateFailed);
      return;
    }
    update.mutate(
      { id: draft.id, body: checked.data },
      {
        onSuccess: (saved) => {
          void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
          toast.success(`${saved.asset} published`);
        },
        onError: (error) => toast.error(userFacingMessage(error, POSITION_MESSAGES.updateFailed)),
      },
    );
  };
  return { publish, isPublishing: update.isPending };
}
