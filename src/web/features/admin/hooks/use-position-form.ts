import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { POSITION_MESSAGES, type Position, type PositionStatus, type RiskLevel } from "@shared/positions";
import { ApiError, userFacingMessage } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";
import {
  emptyPositionForm,
  positionFormFromPosition,
  toPositionInput,
  validatePositionForm,
  type PositionFormErrors,
  type PositionFormField,
  type PositionFormValues,
} from "@/features/admin/lib/position-form";
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

function knownFieldErrors(error: unknown, values: PositionFormValues): PositionFormErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => field in values));
}

/** The one form logic behind the desktop form and the mobile editor: values, errors, saving. */
export function usePositionForm({ position, initialStatus, initialRiskLevel, onSaved }: UsePositionFormOptions) {
  const queryClient = useQueryClient();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const blank = () => emptyPositionForm({ status: initialStatus, riskLevel: initialRiskLevel });
  const [values, setValues] = useState<PositionFormValues>(() =>
    position ? positionFormFromPosition(position) : blank(),
  );
  const [errors, setErrors] = useState<PositionFormErrors>({});

  /** Editing a field clears its error. */
  function setField<F extends PositionFormField>(field: F, value: PositionFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) =>
      field in current ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)) : current,
    );
  }

  function submit() {
    const found = validatePositionForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toPositionInput(values);
    const callbacks = {
      onSuccess: (saved: Position) => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
        toast.success(position ? `${saved.asset} updated` : `${saved.asset} created`);
        if (!position) setValues(blank());
        onSaved?.(saved);
      },
      onError: (error: Error) => {
        console.error("Saving the position failed", error);
        setErrors(knownFieldErrors(error, values));
        const fallback = position ? POSITION_MESSAGES.updateFailed : POSITION_MESSAGES.addFailed;
        toast.error(userFacingMessage(error, fallback));
      },
    };
    if (position) update.mutate({ id: position.id, body }, callbacks);
    else create.mutate(body, callbacks);
  }

  return { values, errors, setField, submit, isSaving: create.isPending || update.isPending, isEditing: !!position };
}

export type PositionForm = ReturnType<typeof usePositionForm>;
