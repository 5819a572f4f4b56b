import { useId } from "react";
import { useController } from "react-hook-form";
import { TARGET_HIT_ACTIONS, TRAILING_KINDS } from "@shared/price-tracking";
import { ChoiceSelect } from "@/components/choice-select";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { PositionForm } from "@/features/admin-positions/hooks/use-position-form";
import { controlProps, fieldError } from "@/lib/forms";

type Form = PositionForm["form"];

const ON_TARGET_HIT: Record<(typeof TARGET_HIT_ACTIONS)[number], string> = {
  close: "Close the target's share",
  record: "Only mark it reached",
};
const TRAILING: Record<(typeof TRAILING_KINDS)[number], string> = {
  price: "Distance in price",
  percent: "Distance in percent",
};

/**
 * docs/product.md#live-prices: what automatic tracking does with this position when a price feed covers it: on a
 * target hit, break-even after TP1, and a trailing stop.
 */
export function TrackingFields({
  form,
  titled = true,
}: {
  form: Form;
  /** false under a section's own title */ titled?: boolean;
}) {
  const id = useId();
  const onHit = useController({ control: form.control, name: "tracking.onTargetHit" }).field;
  const breakEven = useController({ control: form.control, name: "tracking.breakEvenAfterTp1" }).field;
  const kind = useController({ control: form.control, name: "tracking.trailing.kind" }).field;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className={titled ? "mb-2 text-sm font-semibold" : "sr-only"}>Automatic tracking</legend>
      <FormField id={`${id}-hit`} label="On a target hit">
        <ChoiceSelect
          id={`${id}-hit`}
          value={onHit.value}
          choices={TARGET_HIT_ACTIONS.map((action) => [action, ON_TARGET_HIT[action]] as const)}
          onChange={onHit.onChange}
        />
      </FormField>
      <label htmlFor={`${id}-be`} className="flex items-center gap-3 self-end py-2 text-sm font-medium">
        <Checkbox
          id={`${id}-be`}
          checked={breakEven.value}
          onCheckedChange={(checked) => breakEven.onChange(checked === true)}
        />
        Stop to break-even after TP1
      </label>
      <FormField id={`${id}-trail`} label="Trailing stop">
        <ChoiceSelect
          id={`${id}-trail`}
          value={kind.value}
          choices={TRAILING_KINDS.map((value) => [value, TRAILING[value]] as const)}
          noneLabel="None"
          onChange={kind.onChange}
        />
      </FormField>
      {kind.value !== "" && (
        <FormField
          id={`${id}-distance`}
          label={kind.value === "percent" ? "Trailing distance (%)" : "Trailing distance"}
          error={fieldError(form, "tracking.trailing.distance")}
        >
          <Input
            {...controlProps(form, "tracking.trailing.distance", `${id}-distance`)}
            inputMode="decimal"
            autoComplete="off"
          />
        </FormField>
      )}
    </fieldset>
  );
}
