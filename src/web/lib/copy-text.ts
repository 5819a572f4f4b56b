import { toast } from "sonner";

/**
 * Copies text for the user to paste elsewhere and says so; where the browser refuses (no permission, no secure
 * context), says how to copy it by hand instead.
 */
export async function copyText(text: string, { copied, byHand }: { copied: string; byHand: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(`Could not copy: ${byHand}`);
  }
}
