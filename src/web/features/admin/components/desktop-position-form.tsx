import type { Position, PositionStatus } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import {
  AssetClassField,
  CommentaryField,
  DirectionField,
  PositionInputField,
  PriceLevelFields,
  ResultFields,
  RiskLevelField,
  StatusField,
} from "@/features/admin/components/position-fields";
import { usePositionForm } from "@/features/admin/hooks/use-position-form";
import { formError } from "@/lib/forms";
import { PRICE_STEP } from "@/features/admin/lib/position-form";

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
        <PriceLevelFields form={editor.form} step={step} />
        <StatusField form={editor.form} published={position !== undefined && position.status !== "planning"} />
        <ResultFields form={editor.form} step={step} className="contents" />
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
