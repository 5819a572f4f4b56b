import { useEffect, useLayoutEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * docs/product.md#editors: unsaved changes are never lost silently. While `dirty`, closing or reloading the page asks
 * through the browser's own prompt, and any move inside the app (another tab of the panel, the phone's back button, a
 * dialog's editor closing: each is a change of address) waits for `UnsavedChangesDialog`'s answer. After a save, call
 * `markSaved` before moving on, since the form's new state only shows on the next render.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  useLayoutEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  return {
    markSaved: () => {
      dirtyNow.current = false;
    },
    dialog: {
      open: blocker.state === "blocked",
      onStay: () => blocker.reset?.(),
      onLeave: () => blocker.proceed?.(),
    },
  };
}

export type UnsavedChangesDialogProps = ReturnType<typeof useUnsavedChanges>["dialog"];
