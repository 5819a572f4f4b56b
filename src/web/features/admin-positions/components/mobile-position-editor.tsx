import { useEffect, useRef, type ReactNode } from "react";
import type { Position } from "@shared/positions";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
import { hasRequiredFields } from "@/features/admin-positions/lib/position-form";
import { TrackingFields } from "@/features/admin-positions/components/tracking-fields";

interface MobilePositionEditorProps {
  position?: Position;
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

/**
 * Mobile position editor: four sections and a bar at the bottom to publish (or keep a draft) in one tap. It takes the
 * panel's place; leaving it with unsaved changes asks first.
 */
export function MobilePositionEditor({ position, onDone }: MobilePositionEditorProps) {
  const editor = usePositionForm({ position, initialRiskLevel: "moderate", onSaved: onDone });
  const fixed = editor.published;
  const planFixed = editor.planFixed;
  const title = position ? "Edit Position" : "Create Position";
  const heading = useRef<HTMLHeadingElement>(null);
  // The editor replaces the list in place: start at its top, and tell screen readers where they are.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <>
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
        <CorrectionNotice editor={editor} />
        <Section title="Basic Information">
          <AssetField form={editor.form} readOnly={fixed} />
          <div className="grid grid-cols-2 gap-3">
            <AssetClassField form={editor.form} disabled={fixed} />
            <DirectionField form={editor.form} disabled={fixed} />
          </div>
          <RiskLevelField form={editor.form} allowNone={false} disabled={planFixed} />
        </Section>
        <Section title="Price Levels">
          <div className="grid grid-cols-2 gap-3">
            <PriceLevelFields form={editor.form} fixed={planFixed} />
            <EntryZoneFields form={editor.form} fixed={planFixed} />
            <StopLossField form={editor.form} className="col-span-full" />
            <ExitPriceField editor={editor} className="col-span-full" />
          </div>
        </Section>
        <Section title="Targets">
          <TargetsField form={editor.form} fixed={planFixed} />
        </Section>
        <Section title="Automatic Tracking">
          <TrackingFields form={editor.form} titled={false} />
        </Section>
        <Section title="Analysis & Commentary">
          <CommentaryField form={editor.form} label="Commentary" />
        </Section>
        <EditorFooter
          editor={editor}
          canSave={hasRequiredFields(editor.form.watch())}
          onCancel={onDone}
          className="sticky bottom-0 -mx-4 border-t bg-background/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur *:flex-1 *:px-2"
        />
      </form>
      <EditorQuestions editor={editor} />
    </>
  );
}
