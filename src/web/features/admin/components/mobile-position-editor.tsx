import { useEffect, useRef, type ReactNode } from "react";
import type { Position, PositionStatus } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
import { PRICE_STEP, hasRequiredFields } from "@/features/admin/lib/position-form";

interface MobilePositionEditorProps {
  position?: Position;
  initialStatus: PositionStatus;
  onDone: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

const step = PRICE_STEP.mobile;

/** Mobile position editor: four sections, Cancel and submit; the result fields only once closed. */
export function MobilePositionEditor({ position, initialStatus, onDone }: MobilePositionEditorProps) {
  const editor = usePositionForm({ position, initialStatus, initialRiskLevel: "moderate", onSaved: onDone });
  const title = position ? "Edit Position" : "Create Position";
  const heading = useRef<HTMLHeadingElement>(null);
  // The editor replaces the list in place: start at its top, and tell screen readers where they are.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <form noValidate aria-labelledby="position-editor-title" className="flex flex-col gap-4" onSubmit={editor.submit}>
      {/* The editor takes the panel's place, so its title is the page's heading. */}
      <h1
        ref={heading}
        tabIndex={-1}
        id="position-editor-title"
        className="text-2xl font-bold tracking-tight outline-none"
      >
        {title}
      </h1>
      <Section title="Basic Information">
        <PositionInputField form={editor.form} field="asset" label="Asset" placeholder="EUR/USD" required />
        <div className="grid grid-cols-2 gap-3">
          <AssetClassField form={editor.form} />
          <DirectionField form={editor.form} />
        </div>
        <RiskLevelField form={editor.form} allowNone={false} />
      </Section>
      <Section title="Price Levels">
        <div className="grid grid-cols-2 gap-3">
          <PriceLevelFields form={editor.form} step={step} />
        </div>
      </Section>
      <Section title="Status & Results">
        <StatusField form={editor.form} published={position !== undefined && position.status !== "planning"} />
        <ResultFields form={editor.form} step={step} className="grid grid-cols-2 gap-3" />
      </Section>
      <Section title="Analysis & Commentary">
        <CommentaryField form={editor.form} label="Commentary" />
      </Section>
      <FormErrorAlert message={formError(editor.form)} />
      <div className="sticky bottom-0 -mx-4 grid grid-cols-2 gap-3 border-t bg-background/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur">
        <Button variant="outline" onClick={onDone} disabled={editor.isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={editor.isSaving || !hasRequiredFields(editor.form.watch())}>
          {editor.isSaving && <Spinner />}
          {editor.isSaving ? "Saving…" : position ? "Save Changes" : title}
        </Button>
      </div>
    </form>
  );
}
