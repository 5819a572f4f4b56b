import { PING_INTERVAL_MS, RECONNECT_DELAY_MS, WS_CLOSE_ACCESS_ENDED, WS_CLOSE_REPLACED } from "@shared/notifications";

/** Connection messages. */
export const CONNECTION_MESSAGES = {
  lost: "Connection lost. Attempting to reconnect...",
  error: "Connection error occurred",
  failed: "Failed to connect to notification service",
  replaced: "Live updates continue in your newer window. Reload this page to follow them here.",
} as const;

export interface LiveSocketState {
  connected: boolean;
  /** What went wrong, for the error banner; null while connected or after a clean close. */
  error: string | null;
}

interface LiveSocketOptions {
  /** Asked at every (re)connect, so a resume point can go into the query string. */
  url: () => string;
  onMessage: (message: unknown) => void;
  onState: (state: LiveSocketState) => void;
  /** After a reconnect, for the caller to catch up on what a resume cannot replay. */
  onReconnect?: () => void;
  /** The server closed with 4403: the member's access ended while connected. */
  onAccessEnded?: () => void;
}

/** ws: or wss: to this page's own host (wss when the page is https). */
export function sameOriginSocketUrl(path: string): string {
  const protocol = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${window.location.host}${path}`;
}

/**
 * The live connection: a ping every 30 s, and a new attempt 3 s after any close but a clean one (1000),
 * the server's "access ended" (4403) or "replaced by a newer connection" (4409). While the browser knows it is offline it waits for the network
 * instead of failing every 3 s. Returns a function that closes it for good.
 */
export function openLiveSocket(options: LiveSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: number | undefined;
  let stopped = false;
  let hasConnected = false;

  const scheduleRetry = () => {
    window.clearTimeout(retryTimer);
    if (stopped || !navigator.onLine) return;
    retryTimer = window.setTimeout(connect, RECONNECT_DELAY_MS);
  };

  function connect() {
    if (stopped) return;
    let opened = false;
    try {
      socket = new WebSocket(options.url());
    } catch (error) {
      console.warn(CONNECTION_MESSAGES.failed, error);
      options.onState({ connected: false, error: CONNECTION_MESSAGES.failed });
      scheduleRetry();
      return;
    }
    const current = socket;
    let pingTimer: number | undefined;
    current.onopen = () => {
      if (socket !== current) return;
      opened = true;
      options.onState({ connected: true, error: null });
      if (hasConnected) options.onReconnect?.();
      hasConnected = true;
      pingTimer = window.setInterval(() => current.send(JSON.stringify({ type: "ping" })), PING_INTERVAL_MS);
    };
    current.onmessage = (event: MessageEvent<string>) => {
      if (socket !== current) return;
      try {
        options.onMessage(JSON.parse(event.data));
      } catch (error) {
        // A message that cannot be read is only logged.
        console.warn("Unreadable notification message", error);
      }
    };
    current.onerror = () => {
      if (socket === current) options.onState({ connected: false, error: CONNECTION_MESSAGES.error });
    };
    current.onclose = (event) => {
      window.clearInterval(pingTimer);
      // A socket dropped when the network went has been replaced, or is not wanted any more.
      if (socket !== current || stopped) return;
      socket = null;
      // Reconnecting a replaced connection would only close another of the member's windows, and so on in turn.
      if (event.code === WS_CLOSE_REPLACED) {
        options.onState({ connected: false, error: CONNECTION_MESSAGES.replaced });
        return;
      }
      if (event.code === 1000 || event.code === WS_CLOSE_ACCESS_ENDED) {
        options.onState({ connected: false, error: null });
        if (event.code === WS_CLOSE_ACCESS_ENDED) options.onAccessEnded?.();
        return;
      }
      options.onState({ connected: false, error: opened ? CONNECTION_MESSAGES.lost : CONNECTION_MESSAGES.failed });
      scheduleRetry();
    };
  }

  // Without a network a socket's close can take long to be confirmed: drop it and show Offline at once.
  const onOffline = () => {
    const dropped = socket;
    if (!dropped) return;
    socket = null;
    dropped.close(3000, "offline");
    options.onState({ connected: false, error: CONNECTION_MESSAGES.lost });
  };
  const onOnline = () => {
    if (socket || stopped) return;
    window.clearTimeout(retryTimer);
    connect();
  };
  window.addEventListener("offline", onOffline);
  window.addEventListener("online", onOnline);
  connect();

  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    window.removeEventListener("offline", onOffline);
    window.removeEventListener("online", onOnline);
    const last = socket;
    socket = null;
    last?.close(1000, "done");
  };
}
