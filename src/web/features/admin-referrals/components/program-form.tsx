import { useEffect, useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { PLANS } from "@shared/plans";
import { parseDecimal } from "@shared/price-input";
import { MEMBER_REWARDS } from "@shared/referral-rewards";
import { referralProgramSchema, type ReferralProgram } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { ChoiceSelect } from "@/components/choice-select";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useSaveReferralProgram } from "@/features/admin-referrals/api/save-referral-program";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const cents = (dollars: string) => Math.round((parseDecimal(dollars) ?? Number.NaN) * 100);

/** The boxes as typed (whole numbers and dollars), onto the shared program's rule and its messages. */
const programFormSchema = z
  .object({
    affiliates: z.enum(["marked", "everyone"]),
    commissionPercent: z.string(),
    commissionScope: z.enum(["first", "months"]),
    commissionMonths: z.string(),
    /** In dollars as typed; the rule's field is in cents. */
    payoutMinimumCents: z.string(),
    disclosure: z.string(),
    memberReward: z.enum(MEMBER_REWARDS),
    /** In dollars as typed. */
    memberCreditCents: z.string(),
  })
  .transform((form) => ({
    affiliates: form.affiliates,
    commissionPercent: parseDecimal(form.commissionPercent) ?? Number.NaN,
    commissionScope: form.commissionScope,
    commissionMonths: parseDecimal(form.commissionMonths) ?? Number.NaN,
    payoutMinimumCents: cents(form.payoutMinimumCents),
    disclosure: form.disclosure,
    memberReward: form.memberReward,
    memberCreditCents: cents(form.memberCreditCents),
  }))
  // Every field is typed in the form, so none is left to its default.
  .pipe(referralProgramSchema.required());

const formValues = (program: ReferralProgram) => ({
  affiliates: program.affiliates,
  commissionPercent: String(program.commissionPercent),
  commissionScope: program.commissionScope,
  commissionMonths: String(program.commissionMonths),
  payoutMinimumCents: String(program.payoutMinimumCents / 100),
  disclosure: program.disclosure,
  memberReward: program.memberReward,
  memberCreditCents: String(program.memberCreditCents / 100),
});

/** The program's rules: affiliates' commissions, payouts, the disclosure, and other members' reward. */
export function ProgramForm({ program }: { program: ReferralProgram }) {
  const id = useId();
  const save = useSaveReferralProgram();
  const form = useZodForm(programFormSchema, { defaultValues: formValues(program) });
  useEffect(() => form.reset(formValues(program)), [form, program]);
  const scope = form.watch("commissionScope");
  const reward = form.watch("memberReward");
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => toast.success("Referral program saved"),
      onError: (error) => showServerError(form, error, "Failed to save the referral program"),
    }),
  );
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={submit} aria-label="Referral program">
      <FormField id={`${id}-who`} label="Who earns commissions">
        <ChoiceSelect
          id={`${id}-who`}
          value={form.watch("affiliates")}
          choices={[
            ["marked", "Members I make affiliates"],
            ["everyone", "Every member"],
          ]}
          onChange={(value) => value && form.setValue("affiliates", value, { shouldDirty: true })}
        />
      </FormField>
      <FormField id={`${id}-percent`} label="Commission (%)" error={fieldError(form, "commissionPercent")}>
        <Input {...controlProps(form, "commissionPercent", `${id}-percent`)} inputMode="numeric" />
      </FormField>
      <FormField id={`${id}-scope`} label="Commission on">
        <ChoiceSelect
          id={`${id}-scope`}
          value={scope}
          choices={[
            ["first", "The first payment"],
            ["months", "Payments for some months"],
          ]}
          onChange={(value) => value && form.setValue("commissionScope", value, { shouldDirty: true })}
        />
      </FormField>
      {scope === "months" && (
        <FormField
          id={`${id}-months`}
          label="Months from the first payment"
          error={fieldError(form, "commissionMonths")}
        >
          <Input {...controlProps(form, "commissionMonths", `${id}-months`)} inputMode="numeric" />
        </FormField>
      )}
      <FormField id={`${id}-minimum`} label="Payout minimum ($)" error={fieldError(form, "payoutMinimumCents")}>
        <Input {...controlProps(form, "payoutMinimumCents", `${id}-minimum`)} inputMode="decimal" />
      </FormField>
      <FormField
        id={`${id}-disclosure`}
        label="Disclosure affiliates must show"
        error={fieldError(form, "disclosure")}
        className="sm:col-span-2"
      >
        <Textarea {...controlProps(form, "disclosure", `${id}-disclosure`)} className="min-h-20" />
      </FormField>
      <FormField
        id={`${id}-reward`}
        label="Other members' reward for a referral who pays"
        hint="Account credit taken off their next Pro payments, once the referral's payment is past the guarantee window. Once per referred member."
      >
        <ChoiceSelect
          id={`${id}-reward`}
          value={reward}
          choices={[
            ["none", "Nothing"],
            ["credit", "Account credit"],
            ["freeMonth", `A free month of Pro (${formatCents(PLANS.pro.priceCents)} credit)`],
          ]}
          onChange={(value) => value && form.setValue("memberReward", value, { shouldDirty: true })}
        />
      </FormField>
      {reward === "credit" && (
        <FormField id={`${id}-credit`} label="Credit per referral ($)" error={fieldError(form, "memberCreditCents")}>
          <Input {...controlProps(form, "memberCreditCents", `${id}-credit`)} inputMode="decimal" />
        </FormField>
      )}
      <div className="grid gap-2 sm:col-span-2">
        <FormErrorAlert message={formError(form)} />
        <Button type="submit" className="w-full sm:w-fit" pending={save.isPending}>
          {save.isPending ? "Saving…" : "Save program"}
        </Button>
      </div>
    </form>
  );
}
