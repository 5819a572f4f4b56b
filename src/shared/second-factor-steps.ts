/**
 * What a sign-in still needs after a right password: a code (the app's, or a recovery code), the account's passkey
 * (or a recovery code) when it has no app, or first setting up a second factor. Apart from auth.ts, which builds zod
 * schemas as it loads, so the web client's first download can read it without zod
 * (docs/decisions/0003-public-site-first-load.md).
 */
export const SECOND_FACTOR_STEPS = ["code", "passkey", "enrol"] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];
