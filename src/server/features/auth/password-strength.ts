import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { MIN_PASSWORD_SCORE, AUTH_MESSAGES } from "../../../shared/auth.js";
import { AppError } from "../../lib/app-error.js";

/** A chosen password refused as guessable, shown under the field that chose it. */
export class WeakPasswordError extends AppError {
  override name = "WeakPasswordError";
  constructor(field: string) {
    super("invalid", AUTH_MESSAGES.passwordTooWeak, { fieldErrors: { [field]: AUTH_MESSAGES.passwordTooWeak } });
  }
}

/** The dictionaries are several megabytes: loaded on the first password chosen, not at start. */
let estimator: Promise<ZxcvbnFactory> | undefined;
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import("@zxcvbn-ts/language-common"), import("@zxcvbn-ts/language-en")]).then(
    ([common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
}

/**
 * Refuses a password an attacker would guess early: one from the common-password lists, a keyboard walk, a
 * date, or one built from the account's own name or email (Jane2026! for Jane).
 */
export async function assertStrongPassword(
  password: string,
  account: { email: string; firstName: string; lastName: string },
  /** The form field the password was typed in, for the refusal to show under it. */
  field = "password",
): Promise<void> {
  const localPart = account.email.split("@")[0] ?? "";
  const userInputs = [account.email, localPart, account.firstName, account.lastName].filter(Boolean);
  const { score } = (await loadEstimator()).check(password, userInputs);
  if (score < MIN_PASSWORD_SCORE) throw new WeakPasswordError(field);
}
