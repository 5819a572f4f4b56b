import { Clock } from "lucide-react";
import { useEffect, useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { adminSettingsSchema } from "@shared/admin-settings";
import { earlyAccessPromise } from "@shared/early-access";
import { parseDecimal } from "@shared/price-input";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminSettings } from "@/features/admin-settings/api/get-admin-settings";
import { useUpdateAdminSettings } from "@/features/admin-settings/api/update-admin-settings";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** The box as typed, onto the shared setting's rule (and its messages). */
const earlyAccessFormSchema = z
  .object({ earlyAccessMinutes: z.string() })
  .transform(({ earlyAccessMinutes }) => ({ earlyAccessMinutes: parseDecimal(earlyAccessMinutes) ?? Number.NaN }))
  .pipe(adminSettingsSchema.pick({ earlyAccessMinutes: true }));

/**
 * docs/product.md#early-access: how many minutes before Trial and standard members Pro members see a new position;
 * 0 turns it off. A change applies to the positions not yet released.
 */
export function EarlyAccessCard() {
  const id = useId();
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings({ inForm: true });
  const form = useZodForm(earlyAccessFormSchema, { defaultValues: { earlyAccessMinutes: "" } });
  const stored = settings.data?.earlyAccessMinutes;
  useEffect(() => {
    if (stored !== undefined) form.reset({ earlyAccessMinutes: String(stored) });
  }, [form, stored]);
  const save = form.handleSubmit((patch) =>
    update.mutate(patch, {
      onSuccess: ({ earlyAccessMinutes }) =>
        toast.success(earlyAccessPromise(earlyAccessMinutes) ? "Early access saved" : "Early access turned off"),
      onError: (error) => showServerError(form, error, "Failed to save the setting"),
    }),
  );
  return (
    <SectionCard
      title="Early Access for Pro"
      icon={Clock}
      compact
      description="Pro members see a new position this many minutes before Trial and standard members: its card, notifications, emails and the Telegram room post reach the others then. 0 turns it off, and the plans stop promising it. A change applies to positions not yet released."
    >
      {stored === undefined ? (
        settings.isError ? (
          <p className="text-sm text-loss">Failed to load the settings</p>
        ) : (
          <Skeleton className="h-20" />
        )
      ) : (
        <form noValidate className="grid gap-3" onSubmit={save}>
          <FormField id={id} label="Early access for Pro (minutes)" error={fieldError(form, "earlyAccessMinutes")}>
            <Input {...controlProps(form, "earlyAccessMinutes", id)} inputMode="numeric" className="sm:max-w-40" />
          </FormField>
          <Button type="submit" className="w-full sm:w-fit" pending={update.isPending}>
            {update.isPending ? "Saving…" : "Save"}
          </Button>
          <FormErrorAlert message={formError(form)} />
        </form>
      )}
    </SectionCard>
  );
}
