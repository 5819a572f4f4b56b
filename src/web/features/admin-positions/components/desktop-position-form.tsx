import type { Position } from "@shared/positions";
import { EditorFooter, EditorQuestions } from "@/features/admin-positions/components/editor-controls";
import { CorrectionNotice, EntryZoneFields, TargetsField } from "@/features/admin-positions/components/plan-fields";
import {
  AssetClassField,
  AssetField,
  CommentaryField,
  DirectionField,
  ExitPriceField,
  PriceLevelFields,
  RiskLevelField,
  StopLossField,
} from "@/features/admin-positions/components/position-fields";
import { usePositionForm } from "@/features/admin-positions/hooks/use-position-form";
import { TrackingFields } from "@/features/admin-positions/components/tracking-fields";

interface DesktopPositionFormProps {
  position?: Position;
  onSaved?: (position: Position) => void;
  onCancel?: () => void;
}

/** Desktop position form ('Add Trade' tab and the Manage dialogs). */
export function DesktopPositionForm({ position, onSaved, onCancel }: DesktopPositionFormProps) {
  const editor = usePositionForm({ position, initialRiskLevel: "", onSaved });
  const fixed = editor.published;
  const planFixed = editor.planFixed;
  return (
    <form
      noValidate
      aria-label={position ? `Edit ${position.asset}` : "New trade"}
      className="grid gap-5"
      onSubmit={editor.submit}
    >
      <CorrectionNotice editor={editor} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <AssetField form={editor.form} readOnly={fixed} />
        <AssetClassField form={editor.form} disabled={fixed} />
        <DirectionField form={editor.form} disabled={fixed} />
        <RiskLevelField form={editor.form} allowNone disabled={planFixed} />
        <PriceLevelFields form={editor.form} fixed={planFixed} />
        <StopLossField form={editor.form} />
        <ExitPriceField editor={editor} className="sm:col-span-2 lg:col-span-4" />
        <EntryZoneFields form={editor.form} fixed={planFixed} />
        <TargetsField form={editor.form} fixed={planFixed} />
      </div>
      <TrackingFields form={editor.form} />
      <CommentaryField form={editor.form} label="Commentary" />
      <EditorFooter editor={editor} onCancel={onCancel} className="flex-col-reverse sm:flex-row sm:justify-end" />
      <EditorQuestions editor={editor} />
    </form>
  );
}
