import englishMessages from "../../shared/i18n/catalogues/en/messages.js";
import { isMessageKey, type MessageKey } from "../../shared/i18n/message-keys.js";
import { translate, type TranslateValues } from "../../shared/i18n/translate.js";
import type { SecondFactorStep } from "../../shared/second-factor-steps.js";

/**
 * What went wrong, in terms a caller can act on. Services throw an `AppError` (or a domain error that extends it)
 * and know nothing of HTTP; `plugins/errors.ts` answers each code with its status, the one place that maps them.
 */
export const APP_ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many_requests: 429,
  upstream_failed: 502,
  unavailable: 503,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface AppErrorDetails {
  /** When trying again can succeed, in seconds. */
  retryAfterSeconds?: number;
  /** Messages to show under the form fields they name: catalogue keys (translated as the message is) or text. */
  fieldErrors?: Record<string, string>;
  /** What fills the message's placeholders when it is a catalogue key. */
  values?: TranslateValues;
  /** A sign-in that needs its second step (its password was right). */
  secondFactor?: SecondFactorStep;
  /** A sensitive change that needs a fresh second-factor check first (docs/product.md#accounts). */
  stepUp?: true;
  /** The caller may resend with `confirm: true` once a person has checked (a far-off entry). */
  confirm?: true;
}

/** A catalogue key's English text, as the log and the tests read it. */
export function englishMessage(key: MessageKey, values?: TranslateValues): string {
  return translate("en", { messages: englishMessages }, key, values);
}

/**
 * A failure the caller should see: a code and a message that is safe to show. The message is a key of the
 * `messages` catalogue ("messages:request.invalid"), which `plugins/errors.ts` answers in the caller's
 * language (`error.message` is its English text), or a text not translated yet, answered as it is.
 */
export class AppError extends Error {
  override name = "AppError";
  /** The message's catalogue key, when it has one. */
  readonly key: MessageKey | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: MessageKey | (string & {}),
    readonly details: AppErrorDetails = {},
  ) {
    super(isMessageKey(message) ? englishMessage(message, details.values) : message);
    this.key = isMessageKey(message) ? message : undefined;
  }
}

/**
 * A failure of one kind with its fixed code and message, as a class: callers and tests tell it apart with
 * `instanceof`, and its name shows in the log. `cause` keeps what it came of (a provider's refusal) for the log.
 */
export function appErrorKind(name: string, code: AppErrorCode, message: MessageKey | (string & {})) {
  return class extends AppError {
    override name = name;
    constructor(cause?: unknown) {
      super(code, message);
      if (cause !== undefined) this.cause = cause;
    }
  };
}
