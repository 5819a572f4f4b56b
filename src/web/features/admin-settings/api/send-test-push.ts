import { testPushResultSchema, type TestPushBody, type TestPushResult } from "@shared/notifications";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

export const TEST_PUSH_FAILED = "Failed to send test notification";

export function sendTestPush(body: TestPushBody): Promise<TestPushResult> {
  return apiFetch("/api/notifications/test-push", { method: "POST", body, schema: testPushResultSchema });
}

export function useSendTestPush() {
  return useApiMutation({ errorToast: false, mutationFn: sendTestPush });
}
