import { ImagePlus, Trash2 } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { ASSET_MAX_LENGTH } from "@shared/positions";
import {
  INSIGHT_BODY_MAX,
  INSIGHT_IMAGE_MAX_BYTES,
  INSIGHT_IMAGE_TYPES,
  INSIGHT_MESSAGES,
  INSIGHT_TITLE_MAX,
  insightInputSchema,
  type Insight,
  type InsightFields,
  type InsightInput,
} from "@shared/insights";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const isImageType = (type: string) => (INSIGHT_IMAGE_TYPES as readonly string[]).includes(type);

/** A file's bytes as base64, read in the browser (the server checks what they are). */
function readAsBase64(file: File): Promise<{ data: string; preview: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ data: url.slice(url.indexOf(",") + 1), preview: url });
    };
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

export type InsightSave = (
  input: InsightFields,
  callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/**
 * Writes an insight (docs/product.md#market-insights): title, text with its small formatting, an optional instrument
 * and chart. Editing keeps the chart unless it is replaced or removed.
 */
export function InsightForm({
  insight,
  pending,
  save,
  onCancel,
}: {
  insight: Insight | null;
  pending: boolean;
  save: InsightSave;
  onCancel: () => void;
}) {
  const form = useZodForm<InsightInput, InsightFields>(insightInputSchema, {
    defaultValues: { title: insight?.title ?? "", body: insight?.body ?? "", instrument: insight?.instrument ?? "" },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  // What the chart will be: the one it has (its address), a new one (a data URL), or none.
  const [chart, setChart] = useState<string | null>(insight?.imageUrl ?? null);
  const length = form.watch("body").length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isImageType(file.type)) return form.setError("image", { message: INSIGHT_MESSAGES.imageType });
    if (file.size > INSIGHT_IMAGE_MAX_BYTES) return form.setError("image", { message: INSIGHT_MESSAGES.imageTooLarge });
    const { data, preview } = await readAsBase64(file);
    form.clearErrors("image");
    form.setValue("image", { data }, { shouldDirty: true });
    setChart(preview);
  };
  const remove = () => {
    form.clearErrors("image");
    // A new post simply has none; an edit says to remove the one it had.
    form.setValue("image", insight ? null : undefined, { shouldDirty: true });
    setChart(null);
  };

  const submit = form.handleSubmit((input) =>
    save(input, {
      onSuccess: () => undefined,
      onError: (error) => showServerError(form, error, "Could not save the insight"),
    }),
  );

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <FormErrorAlert message={formError(form)} />
      <FormField id="insight-title" label="Title" error={fieldError(form, "title")}>
        <Input {...controlProps(form, "title", "insight-title")} maxLength={INSIGHT_TITLE_MAX} disabled={pending} />
      </FormField>
      <FormField
        id="insight-instrument"
        label="Instrument (optional)"
        error={fieldError(form, "instrument")}
        hint="The asset it is about, as on positions: EUR/USD, XAU/USD, BTC/USD"
      >
        <Input
          {...controlProps(form, "instrument", "insight-instrument")}
          maxLength={ASSET_MAX_LENGTH}
          autoCapitalize="characters"
          disabled={pending}
        />
      </FormField>
      <FormField
        id="insight-body"
        label="Text"
        error={fieldError(form, "body")}
        hint={
          length > INSIGHT_BODY_MAX - 500
            ? `${INSIGHT_BODY_MAX - length} characters left`
            : "A blank line starts a paragraph. **bold**, *italic*, lines starting with - for a list, [text](https://…) for a link."
        }
      >
        <Textarea
          {...controlProps(form, "body", "insight-body")}
          rows={10}
          maxLength={INSIGHT_BODY_MAX}
          disabled={pending}
        />
      </FormField>
      <div className="grid gap-2">
        <span className="text-sm font-medium" id="insight-image-label">
          Chart (optional)
        </span>
        {chart && (
          <img
            src={chart}
            alt="Chart to publish"
            className="h-auto max-h-60 max-w-full justify-self-start rounded-md border object-contain"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            id="insight-image"
            type="file"
            accept={INSIGHT_IMAGE_TYPES.join(",")}
            className="sr-only"
            aria-labelledby="insight-image-label"
            aria-describedby={describedBy("insight-image")}
            onChange={(event) => void choose(event)}
            disabled={pending}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => fileInput.current?.click()}
            disabled={pending}
          >
            <ImagePlus aria-hidden />
            {chart ? "Replace chart" : "Add chart"}
          </Button>
          {chart && (
            <Button type="button" variant="ghost" size="sm" onClick={remove} disabled={pending}>
              <Trash2 aria-hidden />
              Remove chart
            </Button>
          )}
        </div>
        <p
          id={describedBy("insight-image")}
          className={fieldError(form, "image") ? "text-sm text-loss" : "text-xs text-muted-foreground"}
        >
          {fieldError(form, "image") ?? "PNG, JPEG or WebP, at most 2 MB. Only Pro members see it."}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {insight ? "Save changes" : "Publish insight"}
        </Button>
      </div>
    </form>
  );
}
