import { z } from "zod";
import { PLAN_TYPES } from "@shared/plans";
import { parseDecimal } from "@shared/price-input";
import { DISCOUNT_DURATIONS, DISCOUNT_KINDS, promotionCodeInputSchema } from "@shared/promotions";

/** What the form holds: text as typed; the shared schema is the only source of rules and messages. */
export const promotionFormFields = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** A percent, or dollars for an amount. */
  value: z.string(),
  duration: z.enum(DISCOUNT_DURATIONS),
  months: z.string(),
  plans: z.array(z.enum(PLAN_TYPES)),
  /** YYYY-MM-DD from the date box, or "" for no expiry. */
  expiresOn: z.string(),
  maxRedemptions: z.string(),
  oncePerMember: z.boolean(),
});
export type PromotionFormValues = z.infer<typeof promotionFormFields>;

const whole = (text: string) => (text.trim() === "" ? null : (parseDecimal(text) ?? Number.NaN));

/** The boxes onto the shared input: dollars become cents, empty boxes no limit. */
export const promotionFormSchema = promotionFormFields
  .transform((form) => ({
    code: form.code,
    name: form.name,
    kind: form.kind,
    value:
      form.kind === "amount" ? Math.round((whole(form.value) ?? Number.NaN) * 100) : (whole(form.value) ?? Number.NaN),
    duration: form.duration,
    months: form.duration === "repeating" ? (whole(form.months) ?? Number.NaN) : null,
    plans: form.plans,
    expiresOn: form.expiresOn === "" ? null : form.expiresOn,
    maxRedemptions: whole(form.maxRedemptions),
    oncePerMember: form.oncePerMember,
  }))
  .pipe(promotionCodeInputSchema);

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  code: "",
  name: "",
  kind: "percent",
  value: "",
  duration: "once",
  months: "",
  plans: ["trial", "pro"],
  expiresOn: "",
  maxRedemptions: "",
  oncePerMember: true,
};
