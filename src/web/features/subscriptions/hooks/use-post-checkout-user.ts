import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { meQueryKey } from "@/features/auth/api/get-me";
import { useSession } from "@/features/auth/hooks/use-auth";

/** The success page waits this long before re-checking the user. */
export const POST_CHECKOUT_WAIT_MS = 2000;

/**
 * Success page: with a session_id, wait POST_CHECKOUT_WAIT_MS (the payment's confirmation may still be
 * on its way to the server), then re-check the user; without one, show the user as they are.
 */
export function usePostCheckoutUser(sessionId: string | null) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [checking, setChecking] = useState(sessionId !== null);

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void queryClient.refetchQueries({ queryKey: meQueryKey }).finally(() => {
        if (!cancelled) setChecking(false);
      });
    }, POST_CHECKOUT_WAIT_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, queryClient]);

  const recheck = () => queryClient.refetchQueries({ queryKey: meQueryKey });
  return { user: session.user, isLoading: checking || session.isLoading, recheck };
}
