import { Controller, useWatch, type Control } from "react-hook-form";
import { toast } from "sonner";
import { PLAN_TYPES, PLANS } from "@shared/plans";
import type { PromotionCodeInput } from "@shared/promotions";
import { DialogActions } from "@/components/titled-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreatePromotionCode } from "@/features/admin-promotions/api/create-promotion-code";
import {
  EMPTY_PROMOTION_FORM,
  promotionFormSchema,
  type PromotionFormValues,
} from "@/features/admin-promotions/lib/promotion-form";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

type Choice = "kind" | "duration";
const CHOICES: Record<Choice, { label: string; options: [string, string][] }> = {
  kind: {
    label: "Discount",
    options: [
      ["percent", "Percent off"],
      ["amount", "Amount off (dollars)"],
    ],
  },
  duration: {
    label: "Applies to",
    options: [
      ["once", "The first payment"],
      ["repeating", "Each payment for N months"],
    ],
  },
};

type FormControl = Control<PromotionFormValues, unknown, PromotionCodeInput>;

function ChoiceField({ control, name }: { control: FormControl; name: Choice }) {
  const id = `promotion-${name}`;
  return (
    <FormField id={id} label={CHOICES[name].label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <SelectTrigger id={id} aria-label={CHOICES[name].label}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHOICES[name].options.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

function OncePerMemberField({ control }: { control: FormControl }) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name="oncePerMember"
        render={({ field }) => (
          <Checkbox
            id="promotion-once"
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <Label htmlFor="promotion-once" className="font-normal">
        Once per member
      </Label>
    </div>
  );
}

/** One box per plan, each adding its plan to the list the code is for. */
function PlansField({ control, error }: { control: FormControl; error: string | null }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "promotion-plans-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">For</legend>
      <Controller
        control={control}
        name="plans"
        render={({ field }) => (
          <>
            {PLAN_TYPES.map((plan) => (
              <div key={plan} className="flex items-center gap-2">
                <Checkbox
                  id={`promotion-plan-${plan}`}
                  checked={field.value.includes(plan)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true ? [...field.value, plan] : field.value.filter((other) => other !== plan),
                    )
                  }
                />
                <Label htmlFor={`promotion-plan-${plan}`} className="font-normal">
                  {PLANS[plan].name}
                </Label>
              </div>
            ))}
          </>
        )}
      />
      {error && (
        <p id="promotion-plans-error" className="text-sm text-loss">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A new promotion code (docs/product.md#promotion-codes): its discount, plans, expiry and limits. */
export function PromotionCodeForm({ onDone }: { onDone: () => void }) {
  const mutation = useCreatePromotionCode();
  const form = useZodForm(promotionFormSchema, { defaultValues: EMPTY_PROMOTION_FORM });
  const [kind, duration] = useWatch({ control: form.control, name: ["kind", "duration"] });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (code) => {
        toast.success(`Code ${code.code} created`);
        onDone();
      },
      onError: (error) => showServerError(form, error, "Could not create the code"),
    }),
  );
  const text = (
    name: "code" | "name" | "value" | "months" | "maxRedemptions" | "expiresOn",
    label: string,
    hint?: string,
    type = "text",
  ) => {
    const id = `promotion-${name}`;
    return (
      <FormField id={id} label={label} hint={hint} error={fieldError(form, name)}>
        <Input {...controlProps(form, name, id)} type={type} autoComplete="off" disabled={mutation.isPending} />
      </FormField>
    );
  };
  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormErrorAlert message={formError(form)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text("code", "Code", "What members type or follow in a link: SPRING")}
        {text("name", "Name members see", "Spring sale")}
        <ChoiceField control={form.control} name="kind" />
        {text("value", kind === "amount" ? "Amount off ($)" : "Percent off")}
        <ChoiceField control={form.control} name="duration" />
        {duration === "repeating" && text("months", "Months")}
        {text("expiresOn", "Last day it works (optional)", "UTC", "date")}
        {text("maxRedemptions", "Most uses in all (optional)")}
      </div>
      <PlansField control={form.control} error={fieldError(form, "plans")} />
      <OncePerMemberField control={form.control} />
      <DialogActions cancelLabel="Cancel" confirmLabel="Create code" pending={mutation.isPending} />
    </form>
  );
}
