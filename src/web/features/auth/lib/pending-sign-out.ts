import { forgetFlag, isFlagged, rememberFlag } from "@/lib/device-flag";

/**
 * Where this device remembers a sign-out the server has not confirmed yet, as "true": until it has, the session check
 * counts the member as signed out, and the next page load asks the server again.
 */
const SIGN_OUT_PENDING_KEY = "sign-out-pending";

export const isSignOutPending = (): boolean => isFlagged(SIGN_OUT_PENDING_KEY);
export const markSignOutPending = (): void => rememberFlag(SIGN_OUT_PENDING_KEY);
export const clearSignOutPending = (): void => forgetFlag(SIGN_OUT_PENDING_KEY);
