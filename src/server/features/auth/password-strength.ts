import { createRequire } from "node:module";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";
import type * as LanguageEn from "@zxcvbn-ts/language-en";
import { MIN_PASSWORD_SCORE, AUTH_MESSAGES } from "../../../shared/auth.js";
import { AppError } from "../../lib/app-error.js";

/** A chosen password refused as guessable, shown under the field that chose it. */
export class WeakPasswordError extends AppError {
  override name = "WeakPasswordError";
  constructor(field: string) {
    super("invalid", AUTH_MESSAGES.passwordTooWeak, { fieldErrors: { [field]: AUTH_MESSAGES.passwordTooWeak } });
  }
}

/**
 * The dictionaries are several megabytes: loaded on the first password judged, not at start. Synchronously, so the
 * configuration can judge ADMIN_PASSWORD as it is read.
 */
let estimator: ZxcvbnFactory | undefined;
function loadEstimator(): ZxcvbnFactory {
  if (!estimator) {
    const require = createRequire(import.meta.url);
    const common = require("@zxcvbn-ts/language-common") as typeof LanguageCommon;
    const en = require("@zxcvbn-ts/language-en") as typeof LanguageEn;
    estimator = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  }
  return estimator;
}

/**
 * Whether an attacker would guess the password early: one from the common-password lists, a keyboard walk, a date,
 * or one built from the account's own name or email (Jane2026! for Jane). The product's one password rule.
 */
export function isGuessablePassword(
  password: string,
  account: { email: string; firstName?: string; lastName?: string },
) {
  const localPart = account.email.split("@")[0] ?? "";
  const userInputs = [account.email, localPart, account.firstName, account.lastName].filter(
    (input): input is string => !!input,
  );
  return loadEstimator().check(password, userInputs).score < MIN_PASSWORD_SCORE;
}

/** Refuses a chosen password an attacker would guess early (isGuessablePassword). */
export async function assertStrongPassword(
  password: string,
  account: { email: string; firstName: string; lastName: string },
  /** The form field the password was typed in, for the refusal to show under it. */
  field = "password",
): Promise<void> {
  if (isGuessablePassword(password, account)) throw new WeakPasswordError(field);
}
