import { useMutation } from "@tanstack/react-query";
import {
  TEST_PUSH_DEFAULT_MESSAGE,
  testPushResultSchema,
  type TestPushAudience,
  type TestPushResult,
} from "@shared/notifications";
import { apiFetch } from "@/lib/api-client";

/** The message the admin typed, or the default when the box is empty. */
export const DEFAULT_TEST_PUSH_MESSAGE = TEST_PUSH_DEFAULT_MESSAGE;
export const TEST_PUSH_FAILED = "Failed to send test notification";

export interface TestPushRequest {
  message: string;
  audience: TestPushAudience;
}

export function sendTestPush({ message, audience }: TestPushRequest): Promise<TestPushResult> {
  return apiFetch("/api/notifications/test-push", {
    method: "POST",
    body: { message: message.trim() || DEFAULT_TEST_PUSH_MESSAGE, audience },
    schema: testPushResultSchema,
  });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
