import { useId } from "react";
import { useController } from "react-hook-form";
import { alertSourceInputSchema, type AlertSourceWithUrl } from "@shared/automation";
import { ASSET_CLASSES, assetClassName } from "@shared/positions";
import { ChoiceSelect } from "@/components/choice-select";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SwitchRow } from "@/components/ui/switch-row";
import { useCreateAlertSource } from "@/features/admin-automation/api/create-alert-source";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const ASSET_CLASS_CHOICES = ASSET_CLASSES.map((value) => [value, assetClassName(value)] as const);

/** A new source: its name, the asset class its alerts default to, and whether they publish or wait as drafts. */
export function AlertSourceForm({ onCreated }: { onCreated: (created: AlertSourceWithUrl) => void }) {
  const id = useId();
  const create = useCreateAlertSource();
  const form = useZodForm(alertSourceInputSchema, {
    defaultValues: { name: "", publishes: false, defaultAssetClass: null },
  });
  const { field: publishes } = useController({ control: form.control, name: "publishes" });
  const { field: assetClass } = useController({ control: form.control, name: "defaultAssetClass" });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        onCreated(created);
      },
      onError: (error) => showServerError(form, error, "Failed to create the alert source"),
    }),
  );
  return (
    <form noValidate className="grid gap-3" onSubmit={submit}>
      <FormField id={`${id}-name`} label="Source name" error={fieldError(form, "name")}>
        <Input {...controlProps(form, "name", `${id}-name`)} placeholder="TradingView strategy" />
      </FormField>
      <FormField id={`${id}-class`} label="Default asset class" hint="Used when an alert names none">
        <ChoiceSelect
          id={`${id}-class`}
          value={assetClass.value ?? ""}
          choices={ASSET_CLASS_CHOICES}
          noneLabel="None: alerts must name it"
          onChange={(value) => assetClass.onChange(value === "" ? null : value)}
        />
      </FormField>
      <SwitchRow
        label="Publish at once"
        description="Off: each alert waits as a draft until an admin approves it."
        checked={publishes.value ?? false}
        onCheckedChange={publishes.onChange}
      />
      <Button type="submit" className="w-full sm:w-fit" pending={create.isPending}>
        Create source
      </Button>
      <FormErrorAlert message={formError(form)} />
    </form>
  );
}
