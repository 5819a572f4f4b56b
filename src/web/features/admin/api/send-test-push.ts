import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";

/** Spec §7: the message the admin typed, or the default when the box is empty. */
export const DEFAULT_TEST_PUSH_MESSAGE = "Test background push notification!";
export const TEST_PUSH_FAILED = "Failed to send test notification";

const testPushResultSchema = z.object({ message: z.string() });
export type TestPushResult = z.infer<typeof testPushResultSchema>;

export function sendTestPush(message: string): Promise<TestPushResult> {
  return apiFetch("/api/notifications/test-push", {
    method: "POST",
    body: { message: message.trim() || DEFAULT_TEST_PUSH_MESSAGE },
    schema: testPushResultSchema,
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
