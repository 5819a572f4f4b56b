import type { Position, PositionStatus } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import {
  AssetClassField,
  CommentaryField,
  DirectionField,
  PositionInputField,
  RiskLevelField,
  StatusField,
} from "@/features/admin/components/position-fields";
import { usePositionForm } from "@/features/admin/hooks/use-position-form";
import { PNL_STEP, PRICE_STEP } from "@/features/admin/lib/position-form";

interface DesktopPositionFormProps {
  position?: Position;
  initialStatus: PositionStatus;
  onSaved?: (position: Position) => void;
  onCancel?: () => void;
}

const step = PRICE_STEP.desktop;

/** Desktop position form ('Add Trade' tab and the Manage dialogs). */
export function DesktopPositionForm({ position, initialStatus, onSaved, onCancel }: DesktopPositionFormProps) {
  const form = usePositionForm({ position, initialStatus, initialRiskLevel: "", onSaved });
  const closed = form.values.status === "closed";
  return (
    <form
      noValidate
      aria-label={position ? `Edit ${position.asset}` : "New trade"}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PositionInputField form={form} field="asset" label="Asset" placeholder="EUR/USD" required />
        <AssetClassField form={form} />
        <DirectionField form={form} />
        <RiskLevelField form={form} allowNone />
        <PositionInputField form={form} field="entryPrice" label="Entry Price" type="number" step={step} required />
        <PositionInputField form={form} field="currentPrice" label="Current Price" type="number" step={step} />
        <PositionInputField form={form} field="targetPrice" label="Target Price" type="number" step={step} />
        <PositionInputField form={form} field="stopLoss" label="Stop Loss" type="number" step={step} />
        <StatusField form={form} published={position !== undefined && position.status !== "planning"} />
        {closed && (
          <>
            <PositionInputField form={form} field="exitPrice" label="Exit Price" type="number" step={step} />
            <PositionInputField form={form} field="pnl" label="P&L (%)" type="number" step={PNL_STEP} />
          </>
        )}
      </div>
      <CommentaryField form={form} label="Commentary" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={form.isSaving}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={form.isSaving} aria-busy={form.isSaving || undefined}>
          {form.isSaving && <Spinner />}
          {form.isSaving ? "Saving…" : position ? "Update Trade" : "Add Trade"}
        </Button>
      </div>
    </form>
  );
}
