import type { SecondFactorStep } from "./second-factor-steps.js";

/** Every error the API answers (docs/product.md#errors): a message, plus field errors for validation. */
export interface ApiErrorBody {
  message: string;
  /** Field path ("email", "password") to the first problem found with it. */
  errors?: Record<string, string>;
  /** A sign-in whose password was right and that needs its second step (docs/product.md#accounts). */
  secondFactor?: SecondFactorStep;
  /** A sensitive change that needs a fresh second-factor check first. */
  stepUp?: true;
  /** Sending the same request again with `confirm: true` makes it go through (docs/product.md#live-prices). */
  confirm?: true;
}
