import { apiFetch } from "@/lib/api-client";
import { forgetPushOnThisDevice } from "@/features/push-device/lib/forget-push-device";

/** One attempt at ending the session on the server; features/auth/lib/sign-out.ts retries it. */
export async function logout(): Promise<void> {
  await forgetPushOnThisDevice();
  await apiFetch("/api/auth/logout", { method: "POST" });
}
