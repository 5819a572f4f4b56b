import type { RootOptions } from "react-dom/client";

/**
 * How every React root of the app reports an error it recovered from (a render that threw, drawn again at once):
 * React wraps what was thrown in an error of its own that names no component, so the thrown error itself is
 * reported, its message saying what went wrong.
 */
export const ROOT_OPTIONS = {
  onRecoverableError: (error: unknown) => {
    reportError(error instanceof Error && error.cause !== undefined ? error.cause : error);
  },
} satisfies RootOptions;
