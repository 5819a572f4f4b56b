import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  NEW_POSITION_TOAST_MS,
  NOTIFICATIONS_WS_PATH,
  wsServerMessageSchema,
  type NotificationFeed,
  type WsServerMessage,
} from "@shared/notifications";
import { insightPagePath, PAGE_PATHS, positionPagePath } from "@shared/pages";
import type { Position } from "@shared/positions";
import { sayPortfolioUpdate } from "@shared/portfolio-update-words";
import { sayTradeEvent } from "@shared/trade-event-words";
import type { PositionEventType } from "@shared/ws-events";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { CLOSED, openLiveSocket, sameOriginSocketUrl } from "@/lib/live-socket";
import { meQueryKey } from "@/features/auth/api/get-me";
import { insightsKeys } from "@/features/insights/api/query-keys";
import { positionsKeys } from "@/features/positions/api/query-keys";
import { notificationsKeys } from "@/features/notifications/api/query-keys";
import { invalidateFeed } from "@/features/notifications/api/update-feed";
import { portfolioQueryKey } from "@/features/portfolio/api/query-keys";
import { showBrowserNotification } from "@/features/notifications/lib/browser-notification";
import { setConnectionState } from "@/features/notifications/lib/connection-store";
import { applyPositionEvent, applyQuotes } from "@/features/notifications/lib/position-list-events";

function updatePositionCaches(queryClient: QueryClient, type: PositionEventType, position: Position) {
  queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) =>
    list ? applyPositionEvent(list, type, position) : list,
  );
  // A close changes the track record; any change adds to the position's history.
  void queryClient.invalidateQueries({ queryKey: positionsKeys.performance() });
  void queryClient.invalidateQueries({ queryKey: positionsKeys.history(position.id) });
  // A new position may be the one released to this member (docs/product.md#early-access): what still waits changed.
  if (type === "position_added") void queryClient.invalidateQueries({ queryKey: positionsKeys.nextRelease() });
}

/**
 * The newest feed item the member has seen, to resume after it (docs/product.md#notifications): 0 for a feed read empty (so
 * a resume replays all it gained), undefined while it has not been read.
 */
function newestFeedId(queryClient: QueryClient): number | undefined {
  const feed = queryClient.getQueryData<NotificationFeed>(notificationsKeys.feed());
  return feed ? (feed.items[0]?.id ?? 0) : undefined;
}

/**
 * Live notifications for a member with access: list caches follow the events (a card changes at once), the feed is
 * re-read, and each step of a trade toasts for 5 s, saying when it happened on the member's clock, with a way to open
 * that position and, when the page is hidden, notifies. A price change or a removal only updates the lists. A reconnect resumes after the last item seen, so what
 * happened meanwhile arrives once.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Read when a toast shows: a change of the member's zone must not reopen the connection.
  const dates = useDateFormat();
  const datesRef = useRef(dates);
  // The same for the language: the toast's words and its way to its subject are in the language of the moment.
  const { t, language } = useT();
  const tRef = useRef(t);
  const languageRef = useRef(language);
  useEffect(() => {
    datesRef.current = dates;
    tRef.current = t;
    languageRef.current = language;
  }, [dates, t, language]);

  useEffect(() => {
    if (!enabled) return;
    let lastSeenId = newestFeedId(queryClient);
    /** A toast for 5 s: what happened, when (docs/product.md#time-zone), and the way to what it is about. */
    const notify = (text: string, at: string, action: { label: string; path: string }) => {
      const time = datesRef.current.dateTime(at);
      toast(text, {
        description: time,
        duration: NEW_POSITION_TOAST_MS,
        action: { label: action.label, onClick: () => void navigate(action.path) },
      });
      void showBrowserNotification(text, action.path, time);
    };

    const handle = (message: WsServerMessage) => {
      if (message.type === "connected" || message.type === "pong") return;
      if (message.type === "prices") {
        const { quotes } = message.data;
        queryClient.setQueryData<Position[]>(positionsKeys.list(), (list) => (list ? applyQuotes(list, quotes) : list));
        return;
      }
      if (message.type === "portfolio_activity") {
        // The member's own update about a signal they took (docs/product.md#portfolio), in their numbers and language.
        void queryClient.invalidateQueries({ queryKey: portfolioQueryKey });
        const { words } = message.data;
        const text = words ? sayPortfolioUpdate(tRef.current, languageRef.current, words) : message.data.message;
        notify(text, message.data.at, {
          label: tRef.current("positions:toast.portfolio"),
          path: PAGE_PATHS.portfolio,
        });
        return;
      }
      if (message.type === "insight_published") {
        // Sent to Pro members only, with the title alone (docs/product.md#market-insights).
        void queryClient.invalidateQueries({ queryKey: insightsKeys.all });
        notify(message.data.message, message.data.timestamp, {
          label: tRef.current("positions:toast.read"),
          path: insightPagePath(message.data.id),
        });
        return;
      }
      const { position } = message.data;
      updatePositionCaches(queryClient, message.type, position);
      if (message.type === "position_removed" || message.type === "position_price_changed") return;
      lastSeenId = Math.max(lastSeenId ?? 0, message.data.id);
      void invalidateFeed(queryClient);
      const { words } = message.data;
      const line = words ? sayTradeEvent(tRef.current, languageRef.current, words) : message.data.message;
      notify(line, message.data.timestamp, {
        label: tRef.current("positions:toast.view"),
        path: positionPagePath(position.id),
      });
    };

    const close = openLiveSocket({
      url: () => {
        const feedNewest = newestFeedId(queryClient);
        if (feedNewest !== undefined) lastSeenId = Math.max(lastSeenId ?? 0, feedNewest);
        const query = lastSeenId === undefined ? "" : `?after=${lastSeenId}`;
        return sameOriginSocketUrl(`${NOTIFICATIONS_WS_PATH}${query}`);
      },
      onMessage: (raw) => {
        const parsed = wsServerMessageSchema.safeParse(raw);
        if (parsed.success) handle(parsed.data);
        else console.warn("Unexpected notification message", parsed.error);
      },
      onState: setConnectionState,
      // A removal is not replayed on resume, so the list is read again after any gap.
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: positionsKeys.list() }),
      // The session says what the member may see now; the dashboard follows (e.g. 'Subscription Required').
      onAccessEnded: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    });
    return () => {
      close();
      setConnectionState(CLOSED);
    };
  }, [enabled, queryClient, navigate]);
}
