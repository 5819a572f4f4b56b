import { Toaster as Sonner } from "sonner";

/** Spec §9: at most 3 toasts visible, 4 s each. The palette comes from index.css. */
const VISIBLE_TOASTS = 3;
const TOAST_DURATION_MS = 4000;

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="top-center"
      visibleToasts={VISIBLE_TOASTS}
      duration={TOAST_DURATION_MS}
      closeButton
    />
  );
}
