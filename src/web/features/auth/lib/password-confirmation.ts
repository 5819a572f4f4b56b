import { z } from "zod";

/** The second box of a form that chooses a password: typed in the browser, never sent. */
export interface PasswordConfirmation {
  confirmPassword: string;
}

/** A chosen password needs a matching confirmation; an empty confirmation is not yet a mismatch. */
export function passwordsDiffer(password: string, confirmation: string): boolean {
  return confirmation.length > 0 && password !== confirmation;
}

/**
 * The form schema of a form that chooses a password: the request body's own schema (its rules and messages),
 * with the confirmation box taken off before it. The form's submit stays disabled while `passwordsDiffer`.
 */
export function withPasswordConfirmation<Output, Input extends Record<string, unknown>>(
  bodySchema: z.ZodType<Output, Input>,
): z.ZodType<Output, Input & PasswordConfirmation> {
  // zod types a loose object's input as "any keys"; the form holds exactly the body's fields and the confirmation.
  return z
    .looseObject({ confirmPassword: z.string() })
    .transform(({ confirmPassword: _confirmation, ...body }) => body)
    .pipe(bodySchema) as z.ZodType<Output, Input & PasswordConfirmation>;
}
