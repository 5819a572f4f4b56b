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

declare const adminOnly: unique symbol;

/**
 * A refusal's text that only an admin or the operator can ever see: an admin route's, a CLI's, or one answered to a
 * provider's webhook (Stripe's, a TradingView alert's), the bounce reporter or the metrics scraper. It stays English,
 * so it is marked where it is thrown, `adminOnlyText("Alert source not found")`; a refusal a member or a visitor can
 * see is a key of the `messages` catalogue instead (docs/decisions/0038-server-messages.md). The mark is a type
 * only: the text is the string itself.
 */
export type AdminOnlyText = string & { readonly [adminOnly]: true };

/** Marks `text` as a refusal only an admin or the operator can see (see `AdminOnlyText`). */
export function adminOnlyText(text: string): AdminOnlyText {
  return text as AdminOnlyText;
}

/** Field errors only an admin or the operator can see (an admin form's, an alert's), each marked as such. */
export function adminOnlyFieldErrors(errors: Record<string, string>): Record<string, AdminOnlyText> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, adminOnlyText(text)]));
}

/**
 * What an `AppError` may say: a key of the `messages` catalogue, answered in the caller's language, or an
 * admin-only text. A raw string is neither, so a member-visible English text fails the type check.
 */
export type AppErrorMessage = MessageKey | AdminOnlyText;

export interface AppErrorDetails {
  /** When trying again can succeed, in seconds. */
  retryAfterSeconds?: number;
  /** Messages to show under the form fields they name, translated as the message is. */
  fieldErrors?: Record<string, AppErrorMessage>;
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
 * language (`error.message` is its English text), or an admin-only text (`adminOnlyText`), answered as it is.
 */
export class AppError extends Error {
  override name = "AppError";
  /** The message's catalogue key, when it has one. */
  readonly key: MessageKey | undefined;
  constructor(
    readonly code: AppErrorCode,
    message: AppErrorMessage,
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
export function appErrorKind(name: string, code: AppErrorCode, message: AppErrorMessage) {
  return class extends AppError {
    override name = name;
    constructor(cause?: unknown) {
      super(code, message);
      if (cause !== undefined) this.cause = cause;
    }
  };
}
