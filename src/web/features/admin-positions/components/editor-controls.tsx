import { CircleHelp, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { formatPrice, type Instrument } from "@shared/format";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { UnsavedChangesDialog } from "@/features/admin-positions/components/unsaved-changes-dialog";
import { FarPricesDialog, MarketDistanceDialog } from "@/features/admin-positions/components/far-prices-dialog";
import type { PositionForm } from "@/features/admin-positions/hooks/use-position-form";
import { cn } from "@/lib/cn";
import { formError } from "@/lib/forms";

interface EditorButtonsProps {
  editor: PositionForm;
  onCancel?: () => void;
  /** False keeps saving off until the required boxes are filled (the mobile editor). */
  canSave?: boolean;
  className?: string;
}

/**
 * docs/product.md#drafts: a new position or a draft is published, or kept as a draft; the main button (and Enter) is
 * Publish unless auto-publish is off. A published position saves its changes.
 */
export function EditorButtons({ editor, onCancel, canSave = true, className }: EditorButtonsProps) {
  const { isSaving, published, publishFirst } = editor;
  const off = isSaving || !canSave;
  const busy = isSaving ? <Spinner /> : null;
  return (
    <div className={cn("flex gap-2", className)}>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      )}
      {published ? (
        <Button type="submit" disabled={off} aria-busy={isSaving || undefined}>
          {busy}
          {isSaving ? "Saving…" : "Save Changes"}
        </Button>
      ) : (
        <>
          <Button
            type={publishFirst ? "button" : "submit"}
            variant={publishFirst ? "secondary" : "default"}
            disabled={off}
            aria-busy={(isSaving && !publishFirst) || undefined}
            onClick={publishFirst ? editor.save("planning") : undefined}
          >
            {!publishFirst && busy}
            Save as draft
          </Button>
          <Button
            type={publishFirst ? "submit" : "button"}
            variant={publishFirst ? "default" : "secondary"}
            disabled={off}
            aria-busy={(isSaving && publishFirst) || undefined}
            onClick={publishFirst ? undefined : editor.save("active")}
          >
            {publishFirst ? (busy ?? <Send aria-hidden />) : <Send aria-hidden />}
            Publish
          </Button>
        </>
      )}
    </div>
  );
}

/** The form's end: the server's refusal, a price that could be read two ways, then the buttons. */
export function EditorFooter(props: EditorButtonsProps) {
  return (
    <>
      <FormErrorAlert message={formError(props.editor.form)} />
      <PriceReadingQuestion editor={props.editor} />
      <EditorButtons {...props} />
    </>
  );
}

/**
 * docs/product.md#price-input: in the form, beside the buttons, what each price that could be read two ways stands
 * for ("3,250": 3,250.00 or 3.25); answering sets the box and saves once every box is answered.
 */
export function PriceReadingQuestion({ editor }: { editor: PositionForm }) {
  const alert = useRef<HTMLDivElement>(null);
  const asked = editor.priceQuestions.length > 0;
  // On a phone the form's end is scrolled away from its button bar: the question comes into view and takes focus.
  useEffect(() => {
    if (asked) alert.current?.focus();
  }, [asked]);
  if (!asked) return null;
  const values = editor.form.getValues();
  const instrument: Instrument = { asset: values.asset, assetClass: values.assetClass };
  return (
    <Alert ref={alert} variant="warning" tabIndex={-1} className="scroll-mt-24 outline-none">
      <CircleHelp aria-hidden />
      <AlertTitle>Which price did you mean?</AlertTitle>
      <AlertDescription className="grid gap-3">
        {editor.priceQuestions.map((box) => (
          <div key={box.field} role="group" aria-label={`${box.label} ${box.text}`} className="grid gap-2">
            <p>
              {box.label} &ldquo;{box.text}&rdquo; can be read two ways.
            </p>
            <div className="flex flex-wrap gap-2">
              {box.readings.map((price) => (
                <Button
                  key={price}
                  size="sm"
                  variant="outline"
                  disabled={editor.isSaving}
                  onClick={() => editor.answerPrice(box, price)}
                >
                  {formatPrice(price, instrument)}
                </Button>
              ))}
            </div>
          </div>
        ))}
      </AlertDescription>
    </Alert>
  );
}

/** What an editor may ask before saving (prices far from the entry) or before being left (unsaved changes). */
export function EditorQuestions({ editor }: { editor: PositionForm }) {
  const values = editor.form.getValues();
  const instrument: Instrument = { asset: values.asset, assetClass: values.assetClass };
  const publishing = editor.pending?.body.status === "active" && !editor.published;
  return (
    <>
      <FarPricesDialog
        far={editor.pending?.far ?? null}
        instrument={instrument}
        confirmLabel={publishing ? "Publish anyway" : "Save anyway"}
        onConfirm={editor.confirmPending}
        onCancel={editor.cancelPending}
      />
      <MarketDistanceDialog
        message={editor.marketCheck}
        onConfirm={editor.confirmMarket}
        onCancel={editor.cancelMarket}
      />
      <UnsavedChangesDialog {...editor.unsavedChanges} />
    </>
  );
}
