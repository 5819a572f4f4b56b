import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/auth.js";
import { AppError, adminOnlyFieldErrors, adminOnlyText, appErrorKind } from "./app-error.js";

/*
 * docs/decisions/0038-server-messages.md: a refusal says a key of the `messages` catalogue, or a text marked as one
 * only an admin or the operator sees. `npm run typecheck` reads this file (tsconfig.json includes the tests): each
 * `@ts-expect-error` below fails it the day a raw string is accepted again.
 */

describe("what an AppError may say", () => {
  it("says a catalogue key, with its English text for the log", () => {
    const error = new AppError("unauthenticated", AUTH_MESSAGES.invalidCredentials);
    expect([error.key, error.message]).toEqual([AUTH_MESSAGES.invalidCredentials, "Invalid email or password"]);
  });

  it("says an admin-only text as it is", () => {
    const error = new AppError("not_found", adminOnlyText("Alert source not found"), {
      fieldErrors: adminOnlyFieldErrors({ source: "Choose a source" }),
    });
    expect([error.key, error.message, error.details.fieldErrors]).toEqual([
      undefined,
      "Alert source not found",
      { source: "Choose a source" },
    ]);
  });

  it("refuses, by type, a raw string as its message, a kind's message or a field error", () => {
    // @ts-expect-error a refusal a member can see is a key of the messages catalogue, not English text
    const literal = new AppError("conflict", "Link your Telegram account first");
    const text: string = "You are in the room already";
    // @ts-expect-error a string from elsewhere is no key either
    const computed = new AppError("conflict", text);
    // @ts-expect-error an error kind's message too
    const Kind = appErrorKind("RawKind", "conflict", "This referral link is not valid.");
    const field = new AppError("invalid", "messages:request.invalid", {
      // @ts-expect-error and a field error's
      fieldErrors: { email: "Enter a valid email address" },
    });
    // Nothing stops them once compiled: the type check is the rule.
    expect([literal.key, computed.key, new Kind().key, field.key]).toEqual([
      undefined,
      undefined,
      undefined,
      "messages:request.invalid",
    ]);
  });
});
