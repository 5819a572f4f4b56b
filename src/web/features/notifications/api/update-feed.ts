import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { NotificationFeed } from "@shared/notifications";
import { notificationsKeys } from "@/features/notifications/api/query-keys";
import type { TextKey } from "@/lib/page-text";

/**
 * A feed change shows at once and is then confirmed by a fresh read; if the server refuses, the fresh read puts
 * the feed back as it is; a failure the server said nothing about toasts `failure` (a catalogue key).
 */
export function useFeedMutation<TVariables>(
  request: (variables: TVariables) => Promise<unknown>,
  change: (feed: NotificationFeed, variables: TVariables) => NotificationFeed,
  failure: TextKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: failure },
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: notificationsKeys.feed() });
      queryClient.setQueryData<NotificationFeed>(notificationsKeys.feed(), (feed) =>
        feed ? change(feed, variables) : feed,
      );
    },
    onSettled: () => invalidateFeed(queryClient),
  });
}

export function invalidateFeed(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsKeys.feed() });
}
