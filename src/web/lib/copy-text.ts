import { toast } from "sonner";

/**
 * Copies text for the user to paste elsewhere and says so (`copied`); where the browser refuses (no permission, no
 * secure context), says that it could not and how to copy it by hand instead (`failed`). Both in the screen's words.
 */
export async function copyText(text: string, { copied, failed }: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(failed);
  }
}
