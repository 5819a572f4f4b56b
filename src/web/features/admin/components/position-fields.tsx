import { useId, type ReactNode } from "react";
import { ASSET_CLASSES, DIRECTIONS, POSITION_STATUSES, RISK_LEVELS, type PositionStatus } from "@shared/positions";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { PositionForm } from "@/features/admin/hooks/use-position-form";
import type { PositionFormField, PositionFormValues } from "@/features/admin/lib/position-form";
import { assetClassName } from "@/features/positions/lib/asset-class-names";

type TextField = {
  [F in PositionFormField]: PositionFormValues[F] extends string ? F : never;
}[PositionFormField];

interface FieldProps<F extends PositionFormField> {
  form: PositionForm;
  field: F;
  label: ReactNode;
  className?: string;
}

/** One text or number box bound to the form, with its error under it. */
export function PositionInputField({
  form,
  field,
  label,
  className,
  ...input
}: FieldProps<TextField> & { type?: "text" | "number"; step?: string; placeholder?: string; required?: boolean }) {
  const id = `${useId()}-${field}`;
  const error = form.errors[field];
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        id={id}
        inputMode={input.type === "number" ? "decimal" : undefined}
        autoComplete="off"
        value={form.values[field]}
        onChange={(event) => form.setField(field, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? describedBy(id) : undefined}
        {...input}
      />
    </FormField>
  );
}

export function CommentaryField({ form, label, className }: Omit<FieldProps<"commentary">, "field">) {
  const id = `${useId()}-commentary`;
  return (
    <FormField id={id} label={label} error={form.errors.commentary} className={className}>
      <Textarea
        id={id}
        value={form.values.commentary}
        onChange={(event) => form.setField("commentary", event.target.value)}
        placeholder="Why this trade, what to watch"
        aria-invalid={form.errors.commentary ? true : undefined}
      />
    </FormField>
  );
}

interface Choice {
  value: string;
  label: string;
}

function ChoiceField({
  label,
  value,
  choices,
  onChange,
  className,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} className={className}>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function AssetClassField({ form, className }: { form: PositionForm; className?: string }) {
  return (
    <ChoiceField
      label="Asset Class"
      className={className}
      value={form.values.assetClass}
      choices={ASSET_CLASSES.map((value) => ({ value, label: assetClassName(value) }))}
      onChange={(value) => {
        const chosen = ASSET_CLASSES.find((assetClass) => assetClass === value);
        if (chosen) form.setField("assetClass", chosen);
      }}
    />
  );
}

export function DirectionField({ form, className }: { form: PositionForm; className?: string }) {
  return (
    <ChoiceField
      label="Direction"
      className={className}
      value={form.values.direction}
      choices={DIRECTIONS.map((value) => ({ value, label: capitalise(value) }))}
      onChange={(value) => {
        const chosen = DIRECTIONS.find((direction) => direction === value);
        if (chosen) form.setField("direction", chosen);
      }}
    />
  );
}

/** Radix selects cannot hold "", so 'None' travels as this value. */
const NO_RISK = "none";

export function RiskLevelField({
  form,
  allowNone,
  className,
}: {
  form: PositionForm;
  allowNone: boolean;
  className?: string;
}) {
  const choices = [
    ...(allowNone ? [{ value: NO_RISK, label: "None" }] : []),
    ...RISK_LEVELS.map((value) => ({ value, label: capitalise(value) })),
  ];
  return (
    <ChoiceField
      label="Risk Level"
      className={className}
      value={form.values.riskLevel || NO_RISK}
      choices={choices}
      onChange={(value) => form.setField("riskLevel", RISK_LEVELS.find((risk) => risk === value) ?? "")}
    />
  );
}

const STATUS_LABELS: Record<PositionStatus, string> = {
  planning: "Planning (draft)",
  active: "Active",
  closed: "Closed",
};

/** docs/product.md#drafts: all three statuses; a published position cannot go back to draft, so editing hides it then. */
export function StatusField({
  form,
  className,
  published,
}: {
  form: PositionForm;
  className?: string;
  published: boolean;
}) {
  const statuses = POSITION_STATUSES.filter((status) => !(published && status === "planning"));
  return (
    <ChoiceField
      label="Status"
      className={className}
      value={form.values.status}
      choices={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
      onChange={(value) => {
        const chosen = POSITION_STATUSES.find((status) => status === value);
        if (chosen) form.setField("status", chosen);
      }}
    />
  );
}
