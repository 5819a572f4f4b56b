import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema, type SecondFactorCodeBody } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

export async function disableSecondFactor(body: SecondFactorCodeBody): Promise<string> {
  const { message } = await apiFetch("/api/auth/second-factor/disable", {
    method: "POST",
    body,
    schema: messageSchema,
  });
  return message;
}

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: disableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey }),
  });
}
