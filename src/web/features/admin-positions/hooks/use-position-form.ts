import { useQueryClient } from "@tanstack/react-query";
import { useState, type BaseSyntheticEvent } from "react";
import { toast } from "sonner";
import { farPlanPrices, type FarPrice } from "@shared/price-sanity";
import {
  POSITION_MESSAGES,
  inputTargets,
  type Position,
  type PositionInput,
  type PositionStatus,
  type RiskLevel,
} from "@shared/positions";
import { ApiError } from "@/lib/api-client";
import { showServerError, useZodForm } from "@/lib/forms";
import { useUnsavedChanges } from "@/lib/use-unsaved-changes";
import { adminKeys } from "@/features/admin/api/query-keys";
import { usePublishFirst } from "@/features/admin-positions/hooks/use-publish-first";
import {
  ambiguousPrices,
  emptyPositionForm,
  positionFormFromPosition,
  positionFormSchema,
  publishedPositionFormSchema,
  type PriceQuestion,
} from "@/features/admin-positions/lib/position-form";
import { isExitCorrectable } from "@/features/admin-positions/lib/trade-action-forms";
import { useCorrectionWindow } from "@/features/admin-positions/hooks/use-correction-window";
import { useCreatePosition } from "@/features/positions/api/create-position";
import { useUpdatePosition } from "@/features/positions/api/update-position";

interface UsePositionFormOptions {
  /** Edit this position; omitted, the form creates one. */
  position?: Position;
  /** A new position's risk level: moderate in the mobile editor, 'None' on the desktop. */
  initialRiskLevel: RiskLevel | "";
  onSaved?: (position: Position) => void;
}

/** A save waiting for the admin to confirm prices far from the entry (docs/product.md#price-input). */
export interface PendingSave {
  body: PositionInput;
  far: FarPrice[];
}

const SAVED: Record<PositionStatus, (asset: string) => string> = {
  planning: (asset) => `${asset} saved as a draft`,
  active: (asset) => `${asset} published`,
  closed: (asset) => `${asset} updated`,
};

/**
 * The one form logic behind the desktop form and the mobile editor: values, errors, saving as a draft or publishing,
 * the question about far prices, and the guard that keeps unsaved changes from being lost.
 */
export function usePositionForm({ position, initialRiskLevel, onSaved }: UsePositionFormOptions) {
  const queryClient = useQueryClient();
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const blank = () => emptyPositionForm({ riskLevel: initialRiskLevel });
  const published = position !== undefined && position.status !== "planning";
  const form = useZodForm(published ? publishedPositionFormSchema : positionFormSchema, {
    defaultValues: position ? positionFormFromPosition(position) : blank(),
  });
  const guard = useUnsavedChanges(form.formState.isDirty);
  const [pending, setPending] = useState<PendingSave | null>(null);
  /** Prices whose separator could be read either way, asked about in the form (docs/product.md#price-input). */
  const [question, setQuestion] = useState<{ boxes: PriceQuestion[]; status: PositionStatus } | null>(null);
  /** A publication the server asks to confirm: the entry is far from the market (docs/product.md#live-prices). */
  const [marketCheck, setMarketCheck] = useState<{ body: PositionInput; message: string } | null>(null);
  const correctionLeftMs = useCorrectionWindow(position);
  const publishFirst = usePublishFirst();

  const send = (body: PositionInput) => {
    setPending(null);
    setMarketCheck(null);
    const wasPublished = published;
    const callbacks = {
      onSuccess: (saved: Position) => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
        void queryClient.invalidateQueries({ queryKey: adminKeys.untracked() });
        toast.success(wasPublished ? `${saved.asset} updated` : SAVED[saved.status](saved.asset));
        form.reset(position ? positionFormFromPosition(saved) : blank());
        guard.markSaved();
        onSaved?.(saved);
      },
      onError: (error: Error) => {
        if (error instanceof ApiError && error.confirm && error.serverMessage) {
          setMarketCheck({ body, message: error.serverMessage });
          return;
        }
        showServerError(form, error, position ? POSITION_MESSAGES.updateFailed : POSITION_MESSAGES.addFailed);
      },
    };
    if (position) update.mutate({ id: position.id, body }, callbacks);
    else create.mutate(body, callbacks);
  };

  /**
   * Saves with this status (a published position keeps its own); a price that could be read two ways, then far
   * prices, are asked about first.
   */
  const save = (status: PositionStatus) => (event?: BaseSyntheticEvent) => {
    form.setValue("status", status);
    return form.handleSubmit((body) => {
      const boxes = ambiguousPrices(form.getValues(), position?.currentPrice ?? null);
      setQuestion(boxes.length > 0 ? { boxes, status } : null);
      if (boxes.length > 0) return;
      const far = farPlanPrices({ ...body, targets: inputTargets(body) });
      if (far.length > 0) setPending({ body, far });
      else send(body);
    })(event);
  };

  return {
    form,
    save,
    /** The main button's save (and Enter's): a published position keeps its status. */
    submit: save(position && published ? position.status : publishFirst ? "active" : "planning"),
    published,
    /** While a published plan may still be corrected: the ms left, ticking; null otherwise. */
    correctionLeftMs,
    /** A closed trade whose exit the editor may correct. */
    exitCorrectable: position !== undefined && isExitCorrectable(position),
    /** The plan (entry, zone, risk, targets and their shares) is read-only: published, and past its correction window. */
    planFixed: published && correctionLeftMs === null,
    publishFirst,
    /** The price boxes asked about, until each is answered with the price it stands for. */
    priceQuestions: question?.boxes ?? [],
    answerPrice: (box: PriceQuestion, price: number) => {
      if (!question) return;
      form.setValue(box.field, String(price), { shouldDirty: true });
      const rest = question.boxes.filter((other) => other.field !== box.field);
      if (rest.length > 0) setQuestion({ ...question, boxes: rest });
      else void save(question.status)();
    },
    pending,
    confirmPending: () => pending && send(pending.body),
    cancelPending: () => setPending(null),
    /** What the server said about an entry far from the market, until the admin confirms or goes back. */
    marketCheck: marketCheck?.message ?? null,
    confirmMarket: () => marketCheck && send({ ...marketCheck.body, confirm: true }),
    cancelMarket: () => setMarketCheck(null),
    unsavedChanges: guard.dialog,
    isSaving: create.isPending || update.isPending,
  };
}

export type PositionForm = ReturnType<typeof usePositionForm>;
