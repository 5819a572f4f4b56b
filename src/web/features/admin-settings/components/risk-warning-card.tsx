import { TriangleAlert } from "lucide-react";
import { useEffect, useId } from "react";
import { useController } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { riskWarningSettingSchema } from "@shared/admin-settings";
import {
  RISK_WARNING_PRESETS,
  RISK_WARNING_SHORT_MAX,
  placesShowing,
  type RiskWarningChoice,
  type RiskWarningSetting,
  type RiskWarningTexts,
} from "@shared/risk-warnings";
import { RISK_WARNING_PLACE_LABELS, RISK_WARNING_PRESET_TEXTS, riskWarningTexts } from "@shared/risk-warning-texts";
import { ChoiceSelect } from "@/components/choice-select";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useAdminSettings } from "@/features/admin-settings/api/get-admin-settings";
import { useUpdateAdminSettings } from "@/features/admin-settings/api/update-admin-settings";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** The boxes as the admin fills them, onto the shared setting's rule: a preset keeps no texts of its own. */
const riskWarningFormSchema = z
  .object({ preset: z.enum([...RISK_WARNING_PRESETS, "custom"]), long: z.string(), short: z.string() })
  .transform((values) => (values.preset === "custom" ? values : { preset: values.preset }))
  .pipe(riskWarningSettingSchema);

const CHOICES = [
  ...RISK_WARNING_PRESETS.map((preset) => [preset, RISK_WARNING_PRESET_TEXTS[preset].name] as const),
  ["custom", "Custom text"] as const,
] satisfies readonly (readonly [RiskWarningChoice, string])[];

const FORM_NAMES: Record<keyof RiskWarningTexts, string> = { long: "Full warning", short: "One line" };

/** What the form starts from: the stored choice, with a preset's texts in the boxes a switch to custom reveals. */
function formValues(setting: RiskWarningSetting) {
  const texts = riskWarningTexts(setting);
  return { preset: setting.preset, long: texts.long, short: texts.short };
}

/**
 * docs/product.md#risk-warnings: which risk warning every signal and result carries, a preset or the operator's own
 * texts, and where each of its two forms appears. A custom text cannot be left empty.
 */
export function RiskWarningCard() {
  const id = useId();
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings({ inForm: true });
  const form = useZodForm(riskWarningFormSchema, { defaultValues: formValues({ preset: "uk" }) });
  const { field: preset } = useController({ control: form.control, name: "preset" });
  const stored = settings.data?.riskWarning;
  useEffect(() => {
    if (stored) form.reset(formValues(stored));
  }, [form, stored]);
  const [long, short] = form.watch(["long", "short"]);
  const shown = preset.value === "custom" ? { long, short } : RISK_WARNING_PRESET_TEXTS[preset.value];

  const choose = (choice: RiskWarningChoice | "") => {
    if (!choice) return;
    // Custom starts from the preset on screen, to be edited rather than written from nothing.
    if (choice === "custom" && preset.value !== "custom") {
      form.setValue("long", RISK_WARNING_PRESET_TEXTS[preset.value].long);
      form.setValue("short", RISK_WARNING_PRESET_TEXTS[preset.value].short);
    }
    preset.onChange(choice);
  };
  const save = form.handleSubmit((riskWarning) =>
    update.mutate(
      { riskWarning },
      {
        onSuccess: () => toast.success("Risk warning saved: the next post, email and push carry it"),
        onError: (error) => showServerError(form, error, "Failed to save the risk warning"),
      },
    ),
  );

  return (
    <SectionCard
      title="Risk warning"
      icon={TriangleAlert}
      iconClassName="text-warning"
      compact
      region
      description="Every signal and result carries it: a full paragraph on pages and in emails, one line in posts, pushes and cards. It cannot be turned off."
    >
      {!stored ? (
        settings.isError ? (
          <p className="text-sm text-loss">Failed to load the settings</p>
        ) : (
          <Skeleton className="h-40" />
        )
      ) : (
        <form noValidate className="grid gap-4" onSubmit={save}>
          <FormField id={`${id}-preset`} label="Wording">
            <ChoiceSelect id={`${id}-preset`} value={preset.value} choices={CHOICES} onChange={choose} />
          </FormField>
          {preset.value === "custom" ? (
            <>
              <FormField id={`${id}-long`} label="Full warning" error={fieldError(form, "long")}>
                <Textarea {...controlProps(form, "long", `${id}-long`)} rows={5} />
              </FormField>
              <FormField
                id={`${id}-short`}
                label="One line"
                error={fieldError(form, "short")}
                hint={`${short.trim().length} of ${RISK_WARNING_SHORT_MAX} characters`}
              >
                <Textarea {...controlProps(form, "short", `${id}-short`)} rows={2} className="min-h-16" />
              </FormField>
            </>
          ) : (
            <dl className="grid gap-3 text-sm">
              {(["long", "short"] as const).map((kind) => (
                <div key={kind} className="grid gap-1 rounded-md bg-muted/40 p-3">
                  <dt className="text-xs font-medium text-muted-foreground">{FORM_NAMES[kind]}</dt>
                  <dd>{shown[kind]}</dd>
                </div>
              ))}
            </dl>
          )}
          <WherePlaces />
          <Button type="submit" className="w-full sm:w-fit" pending={update.isPending}>
            {update.isPending ? "Saving…" : "Save"}
          </Button>
          <FormErrorAlert message={formError(form)} />
        </form>
      )}
    </SectionCard>
  );
}

/** Where each form appears, from the shared rule that places them. */
function WherePlaces() {
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      {(["long", "short"] as const).map((form) => (
        <section
          key={form}
          aria-label={`Where the ${FORM_NAMES[form].toLowerCase()} appears`}
          className="grid content-start gap-1"
        >
          <h4 className="text-xs font-semibold text-muted-foreground">{FORM_NAMES[form]} appears in</h4>
          <ul className="list-disc pl-5 text-muted-foreground">
            {placesShowing(form).map((place) => (
              <li key={place}>{RISK_WARNING_PLACE_LABELS[place]}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
