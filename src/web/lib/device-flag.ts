import { useCallback, useState } from "react";

/** Whether this device remembers `key` (a dismissed banner or card), stored as "true". */
export function isFlagged(key: string): boolean {
  try {
    return localStorage.getItem(key) === "true";
  } catch {
    // Storage blocked (private mode): treat as not set; what was dismissed still closes for this visit.
    return false;
  }
}

export function rememberFlag(key: string): void {
  try {
    localStorage.setItem(key, "true");
  } catch (error) {
    console.warn(`Could not remember ${key} on this device`, error);
  }
}

export function forgetFlag(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not forget ${key} on this device`, error);
  }
}

/** A dismissal remembered on this device: whether it happened, and the function that makes it happen. */
export function useDismissal(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => isFlagged(key));
  const dismiss = useCallback(() => {
    rememberFlag(key);
    setDismissed(true);
  }, [key]);
  return [dismissed, dismiss];
}
