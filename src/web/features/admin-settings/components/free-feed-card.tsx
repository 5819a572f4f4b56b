import { Gift } from "lucide-react";
import { useEffect, useId } from "react";
import { useController } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { freeFeedSettingSchema } from "@shared/admin-settings";
import { FREE_FEED_MODES, feedDelayWords, type FreeFeedMode, type FreeFeedSetting } from "@shared/free-feed";
import { PAGE_PATHS } from "@shared/pages";
import { parseDecimal } from "@shared/price-input";
import { ChoiceSelect } from "@/components/choice-select";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminSettings } from "@/features/admin-settings/api/get-admin-settings";
import { useUpdateAdminSettings } from "@/features/admin-settings/api/update-admin-settings";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const MODE_NAMES: Record<FreeFeedMode, string> = {
  off: "Off",
  closed: "Closed signals, hours after they close",
  published: "All signals, hours after publication",
};
const CHOICES = FREE_FEED_MODES.map((mode) => [mode, MODE_NAMES[mode]] as const);

/** The boxes as typed, onto the shared setting's rule (and its messages). */
const freeFeedFormSchema = z
  .object({ mode: z.enum(FREE_FEED_MODES), hours: z.string() })
  .transform(({ mode, hours }) => ({ mode, hours: parseDecimal(hours) ?? Number.NaN }))
  .pipe(freeFeedSettingSchema);

const formValues = (setting: FreeFeedSetting) => ({ mode: setting.mode, hours: String(setting.hours) });

/**
 * docs/product.md#free-delayed-feed: whether past signals are public at /free-signals, and how late: closed ones some
 * hours after they close, or all some hours after publication (open ones as they stood then).
 */
export function FreeFeedCard() {
  const id = useId();
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings({ inForm: true });
  const form = useZodForm(freeFeedFormSchema, { defaultValues: { mode: "off", hours: "24" } });
  const { field: mode } = useController({ control: form.control, name: "mode" });
  const stored = settings.data?.freeFeed;
  useEffect(() => {
    if (stored) form.reset(formValues(stored));
  }, [form, stored]);
  const save = form.handleSubmit((freeFeed) =>
    update.mutate(
      { freeFeed },
      {
        onSuccess: (saved) =>
          toast.success(feedDelayWords(saved.freeFeed) ? "Free feed saved" : "Free feed turned off"),
        onError: (error) => showServerError(form, error, "Failed to save the free feed"),
      },
    ),
  );
  return (
    <SectionCard
      title="Free delayed feed"
      icon={Gift}
      compact
      region
      description={`A free sample that sells the subscription: past signals, winners and losers, as members saw them, at ${PAGE_PATHS.freeSignals} after a delay, with a link from the landing page. Nothing shows there before its delay or Pro's early access.`}
    >
      {!stored ? (
        settings.isError ? (
          <p className="text-sm text-loss">Failed to load the settings</p>
        ) : (
          <Skeleton className="h-32" />
        )
      ) : (
        <form noValidate className="grid gap-3" onSubmit={save}>
          <FormField id={`${id}-mode`} label="Free signals" error={fieldError(form, "mode")}>
            <ChoiceSelect
              id={`${id}-mode`}
              value={mode.value}
              choices={CHOICES}
              onChange={(choice) => choice && mode.onChange(choice)}
            />
          </FormField>
          {mode.value !== "off" && (
            <FormField id={`${id}-hours`} label="Delay (hours)" error={fieldError(form, "hours")}>
              <Input {...controlProps(form, "hours", `${id}-hours`)} inputMode="numeric" className="sm:max-w-40" />
            </FormField>
          )}
          <Button type="submit" className="w-full sm:w-fit" pending={update.isPending}>
            {update.isPending ? "Saving…" : "Save"}
          </Button>
          <FormErrorAlert message={formError(form)} />
        </form>
      )}
    </SectionCard>
  );
}
