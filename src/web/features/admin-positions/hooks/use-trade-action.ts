import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { POSITION_MESSAGES, type Position } from "@shared/positions";
import { farFromEntry, type FarPrice } from "@shared/price-sanity";
import type { TradeEventInput } from "@shared/trade-lifecycle";
import { adminKeys } from "@/features/admin/api/query-keys";
import { eventPrices } from "@/features/admin-positions/lib/trade-action-forms";
import { useReportTradeEvent } from "@/features/positions/api/report-trade-event";
import { showServerError, useZodForm } from "@/lib/forms";

interface TradeActionOptions<Values extends FieldValues> {
  position: Position;
  schema: z.ZodType<TradeEventInput, Values>;
  defaults: DefaultValues<Values>;
  /** Said once the server recorded it: "TP1 hit recorded". */
  done: (event: TradeEventInput) => string;
  /** Closes the action's dialog once it is recorded. */
  onDone: () => void;
}

/**
 * One trade action (docs/product.md#lifecycle): its small form, the question about a price far from the entry, and
 * the one event it posts. A refusal shows the server's reason in the action's own dialog; success closes it. The
 * form lives while its dialog is open, so each opening starts from the position as it is then.
 */
export function useTradeAction<Values extends FieldValues>({
  position,
  schema,
  defaults,
  done,
  onDone,
}: TradeActionOptions<Values>) {
  const queryClient = useQueryClient();
  const report = useReportTradeEvent();
  const form = useZodForm(schema, { defaultValues: defaults });
  const [pending, setPending] = useState<{ event: TradeEventInput; far: FarPrice[] } | null>(null);

  const send = (event: TradeEventInput) => {
    setPending(null);
    form.clearErrors("root.server");
    report.mutate(
      { id: position.id, event },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
          toast.success(`${position.asset}: ${done(event)}`);
          onDone();
        },
        onError: (error) => showServerError(form, error, POSITION_MESSAGES.updateFailed),
      },
    );
  };

  const submit = form.handleSubmit((event) => {
    const far = farFromEntry(position.entryPrice, eventPrices(event));
    if (far.length > 0) setPending({ event, far });
    else send(event);
  });

  return {
    form,
    submit,
    send,
    pending,
    confirmPending: () => pending && send(pending.event),
    cancelPending: () => setPending(null),
    isSaving: report.isPending,
  };
}

export type TradeAction<Values extends FieldValues> = ReturnType<typeof useTradeAction<Values>>;
