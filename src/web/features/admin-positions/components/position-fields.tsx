import { useId, type ReactNode } from "react";
import { useController } from "react-hook-form";
import { ASSET_CLASSES, DIRECTIONS, RISK_LEVELS, assetClassName } from "@shared/positions";
import { ChoiceSelect } from "@/components/choice-select";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PositionForm } from "@/features/admin-positions/hooks/use-position-form";
import { EXIT_CORRECTION_RULE } from "@/features/admin-positions/lib/trade-action-forms";
import type { PositionFormField, PositionFormValues } from "@/features/admin-positions/lib/position-form";
import { cn } from "@/lib/cn";
import { controlProps, fieldError } from "@/lib/forms";

type TextField = {
  [F in PositionFormField]: PositionFormValues[F] extends string ? F : never;
}[PositionFormField];

type Form = PositionForm["form"];

interface FieldProps<F extends PositionFormField> {
  form: Form;
  field: F;
  label: ReactNode;
  className?: string;
}

interface InputOptions {
  /** A price: typed as text so a decimal comma gets through (docs/product.md#price-input), with the decimal keypad. */
  price?: boolean;
  placeholder?: string;
  required?: boolean;
  /** Fixed once published: shown, not changed. */
  readOnly?: boolean;
  hint?: ReactNode;
}

/** One text or price box bound to the form, with its error under it. */
export function PositionInputField({
  form,
  field,
  label,
  className,
  price,
  hint,
  ...input
}: FieldProps<TextField> & InputOptions) {
  const id = `${useId()}-${field}`;
  return (
    <FormField id={id} label={label} hint={hint} error={fieldError(form, field)} className={className}>
      <Input
        {...controlProps(form, field, id)}
        inputMode={price ? "decimal" : undefined}
        autoComplete="off"
        className={cn(input.readOnly && "bg-muted/60 text-muted-foreground")}
        {...input}
      />
    </FormField>
  );
}

/** The instrument's name; fixed once the position is published. */
export function AssetField({ form, readOnly }: { form: Form; readOnly: boolean }) {
  return (
    <PositionInputField form={form} field="asset" label="Asset" placeholder="EUR/USD" required readOnly={readOnly} />
  );
}

export function CommentaryField({ form, label, className }: Omit<FieldProps<"commentary">, "field">) {
  const id = `${useId()}-commentary`;
  return (
    <FormField id={id} label={label} error={fieldError(form, "commentary")} className={className}>
      <Textarea {...controlProps(form, "commentary", id)} placeholder="Why this trade, what to watch" />
    </FormField>
  );
}

type ChoiceFieldName = "assetClass" | "direction" | "riskLevel";

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const ASSET_CLASS_CHOICES = ASSET_CLASSES.map((value) => [value, assetClassName(value)] as const);
const DIRECTION_CHOICES = DIRECTIONS.map((value) => [value, capitalise(value)] as const);
const RISK_LEVEL_CHOICES = RISK_LEVELS.map((value) => [value, capitalise(value)] as const);

interface FixedChoiceProps {
  form: Form;
  className?: string;
  /** Fixed once published (docs/product.md#lifecycle). */
  disabled?: boolean;
}

function ChoiceField<F extends ChoiceFieldName>({
  form,
  field,
  label,
  choices,
  noneLabel,
  className,
  disabled,
}: FixedChoiceProps & {
  field: F;
  label: string;
  choices: readonly (readonly [PositionFormValues[F], string])[];
  noneLabel?: string;
}) {
  const id = useId();
  const { field: control } = useController({ control: form.control, name: field });
  return (
    <FormField id={id} label={label} className={className}>
      <ChoiceSelect
        id={id}
        value={control.value}
        choices={choices}
        noneLabel={noneLabel}
        disabled={disabled}
        onChange={control.onChange}
      />
    </FormField>
  );
}

export function AssetClassField(props: FixedChoiceProps) {
  return <ChoiceField {...props} field="assetClass" label="Asset Class" choices={ASSET_CLASS_CHOICES} />;
}

export function DirectionField(props: FixedChoiceProps) {
  return <ChoiceField {...props} field="direction" label="Direction" choices={DIRECTION_CHOICES} />;
}

export function RiskLevelField({ allowNone, ...props }: FixedChoiceProps & { allowNone: boolean }) {
  return (
    <ChoiceField
      {...props}
      field="riskLevel"
      label="Risk Level"
      choices={RISK_LEVEL_CHOICES}
      noneLabel={allowNone ? "None" : undefined}
    />
  );
}

/** Entry, and the current price once there is one to publish; the stop sits with the targets. */
export function PriceLevelFields({ form, fixed }: { form: Form; fixed: boolean }) {
  return (
    <>
      <PositionInputField form={form} field="entryPrice" label="Entry Price" price required readOnly={fixed} />
      <PositionInputField form={form} field="currentPrice" label="Current Price" price />
    </>
  );
}

/** A closed trade's exit, corrected by saving a new one (docs/product.md#lifecycle); absent while it is open. */
export function ExitPriceField({ editor, className }: { editor: PositionForm; className?: string }) {
  if (!editor.exitCorrectable) return null;
  return (
    <PositionInputField
      form={editor.form}
      field="exitPrice"
      label="Exit Price"
      price
      hint={EXIT_CORRECTION_RULE}
      className={className}
    />
  );
}

export function StopLossField({ form, className }: { form: Form; className?: string }) {
  return <PositionInputField form={form} field="stopLoss" label="Stop Loss" price className={className} />;
}
