import type { Position, PositionStatus } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
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
import { formError } from "@/lib/forms";
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
  const editor = usePositionForm({ position, initialStatus, initialRiskLevel: "", onSaved });
  const closed = editor.form.watch("status") === "closed";
  return (
    <form
      noValidate
      aria-label={position ? `Edit ${position.asset}` : "New trade"}
      className="grid gap-5"
      onSubmit={editor.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PositionInputField form={editor.form} field="asset" label="Asset" placeholder="EUR/USD" required />
        <AssetClassField form={editor.form} />
        <DirectionField form={editor.form} />
        <RiskLevelField form={editor.form} allowNone />
        <PositionInputField
          form={editor.form}
          field="entryPrice"
          label="Entry Price"
          type="number"
          step={step}
          required
        />
        <PositionInputField form={editor.form} field="currentPrice" label="Current Price" type="number" step={step} />
        <PositionInputField form={editor.form} field="targetPrice" label="Target Price" type="number" step={step} />
        <PositionInputField form={editor.form} field="stopLoss" label="Stop Loss" type="number" step={step} />
        <StatusField form={editor.form} published={position !== undefined && position.status !== "planning"} />
        {closed && (
          <>
            <PositionInputField form={editor.form} field="exitPrice" label="Exit Price" type="number" step={step} />
            <PositionInputField form={editor.form} field="pnl" label="P&L (%)" type="number" step={PNL_STEP} />
          </>
        )}
      </div>
      <CommentaryField form={editor.form} label="Commentary" />
      <FormErrorAlert message={formError(editor.form)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={editor.isSaving}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={editor.isSaving} aria-busy={editor.isSaving || undefined}>
          {editor.isSaving && <Spinner />}
          {editor.isSaving ? "Saving…" : position ? "Update Trade" : "Add Trade"}
        </Button>
      </div>
    </form>
  );
}
