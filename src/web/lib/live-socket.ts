import { PING_INTERVAL_MS, RECONNECT_DELAY_MS, WS_CLOSE_ACCESS_ENDED, WS_CLOSE_REPLACED } from "@shared/notifications";

/**
 * What went wrong with the connection, for the error banner to word in the page's language (keys of the `positions`
 * catalogue). Waiting on purpose (offline, a planned retry) is no failure.
 */
export const CONNECTION_FAILURES = {
  lost: "positions:live.lost",
  failed: "positions:live.failed",
  replaced: "positions:live.replaced",
} as const;

export type ConnectionFailure = (typeof CONNECTION_FAILURES)[keyof typeof CONNECTION_FAILURES];

export interface LiveSocketState {
  connected: boolean;
  /** What went wrong, for the error banner; null while connected, while waiting on purpose, or after a clean close. */
  error: ConnectionFailure | null;
  /**
   * Not connected yet, as planned: the browser is offline (the socket waits for the network), or an attempt is under
   * way or due (the first one, or the retry 3 s after a dropped connection). Neither is a failure to show.
   */
  waiting: "offline" | "connecting" | null;
}

export const LIVE: LiveSocketState = { connected: true, error: null, waiting: null };
export const CLOSED: LiveSocketState = { connected: false, error: null, waiting: null };
const OFFLINE: LiveSocketState = { connected: false, error: null, waiting: "offline" };
const CONNECTING: LiveSocketState = { connected: false, error: null, waiting: "connecting" };

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
 * the server's "access ended" (4403) or "replaced by a newer connection" (4409). While the browser knows it is offline
 * it waits for the network instead of failing every 3 s. A dropped connection's planned retry and the wait for the
 * network are reported as waiting, not as errors: only an attempt that fails while online is one. Returns a function
 * that closes it for good.
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
      console.warn("The live connection could not be opened", error);
      options.onState({ connected: false, error: CONNECTION_FAILURES.failed, waiting: "connecting" });
      scheduleRetry();
      return;
    }
    const current = socket;
    let pingTimer: number | undefined;
    current.onopen = () => {
      if (socket !== current) return;
      opened = true;
      options.onState(LIVE);
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
    // An error is always followed by a close, which says what it means.
    current.onclose = (event) => {
      window.clearInterval(pingTimer);
      // A socket dropped when the network went has been replaced, or is not wanted any more.
      if (socket !== current || stopped) return;
      socket = null;
      // Reconnecting a replaced connection would only close another of the member's windows, and so on in turn.
      if (event.code === WS_CLOSE_REPLACED) {
        options.onState({ connected: false, error: CONNECTION_FAILURES.replaced, waiting: null });
        return;
      }
      if (event.code === 1000 || event.code === WS_CLOSE_ACCESS_ENDED) {
        options.onState(CLOSED);
        if (event.code === WS_CLOSE_ACCESS_ENDED) options.onAccessEnded?.();
        return;
      }
      if (!navigator.onLine) {
        options.onState(OFFLINE);
        return;
      }
      // A connection that was live and dropped is retried as planned; an attempt that never opened has failed.
      options.onState(
        opened
          ? CONNECTING
          : {
              connected: false,
              error: hasConnected ? CONNECTION_FAILURES.lost : CONNECTION_FAILURES.failed,
              waiting: "connecting",
            },
      );
      scheduleRetry();
    };
  }

  // Without a network a socket's close can take long to be confirmed: drop it and show Offline at once. A planned
  // retry waits for the network too.
  const onOffline = () => {
    if (stopped) return;
    window.clearTimeout(retryTimer);
    const dropped = socket;
    socket = null;
    dropped?.close(3000, "offline");
    options.onState(OFFLINE);
  };
  const onOnline = () => {
    if (socket || stopped) return;
    window.clearTimeout(retryTimer);
    options.onState(CONNECTING);
    connect();
  };
  window.addEventListener("offline", onOffline);
  window.addEventListener("online", onOnline);
  options.onState(navigator.onLine ? CONNECTING : OFFLINE);
  if (navigator.onLine) connect();

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
