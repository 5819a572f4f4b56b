import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { POSITION_MESSAGES, type Position, type PositionStatus, type RiskLevel } from "@shared/positions";
import { showServerError, useZodForm } from "@/lib/forms";
import { adminKeys } from "@/features/admin/api/query-keys";
import { emptyPositionForm, positionFormFromPosition, positionFormSchema } from "@/features/admin/lib/position-form";
import { useCreatePosition } from "@/features/positions/api/create-position";
import { useUpdatePosition } from "@/features/positions/api/update-position";

interface UsePositionFormOptions {
  /** Edit this position; omitted, the form creates one. */
  position?: Position;
  /** A new position's status, from the auto-publish setting. */
  initialStatus: PositionStatus;
  /** A new position's risk level: moderate in the mobile editor, 'None' on the desktop. */
  initialRiskLevel: RiskLevel | "";
  onSaved?: (position: Position) => void;
}

/** The one form logic behind the desktop form and the mobile editor: values, errors, saving. */
export function usePositionForm({ position, initialStatus, initialRiskLevel, onSaved }: UsePositionFormOptions) {
  const queryClient = useQueryClient();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const blank = () => emptyPositionForm({ status: initialStatus, riskLevel: initialRiskLevel });
  const form = useZodForm(positionFormSchema, {
    defaultValues: position ? positionFormFromPosition(position) : blank(),
  });

  const submit = form.handleSubmit((body) => {
    const callbacks = {
      onSuccess: (saved: Position) => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
        toast.success(position ? `${saved.asset} updated` : `${saved.asset} created`);
        if (!position) form.reset(blank());
        onSaved?.(saved);
      },
      onError: (error: Error) =>
        showServerError(form, error, position ? POSITION_MESSAGES.updateFailed : POSITION_MESSAGES.addFailed),
    };
    if (position) update.mutate({ id: position.id, body }, callbacks);
    else create.mutate(body, callbacks);
  });

  return { form, submit, isSaving: create.isPending || update.isPending, isEditing: !!position };
}

export type PositionForm = ReturnType<typeof usePositionForm>;
