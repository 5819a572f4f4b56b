import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PING_INTERVAL_MS, RECONNECT_DELAY_MS, WS_CLOSE_ACCESS_ENDED, WS_CLOSE_REPLACED } from "@shared/notifications";
import { CLOSED, CONNECTION_FAILURES, LIVE, openLiveSocket, type LiveSocketState } from "./live-socket";

const CONNECTING: LiveSocketState = { connected: false, error: null, waiting: "connecting" };
const OFFLINE: LiveSocketState = { connected: false, error: null, waiting: "offline" };

/** Stands in for the browser's WebSocket: the test opens, closes and messages it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.();
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

function latest(): FakeSocket {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error("No socket was opened");
  return socket;
}

describe("openLiveSocket", () => {
  const events = new EventTarget();
  let states: LiveSocketState[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    states = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("window", {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (id: number) => clearTimeout(id),
      setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
      clearInterval: (id: number) => clearInterval(id),
    });
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const open = (onReconnect = vi.fn()) => {
    let resumeFrom = 0;
    stop = openLiveSocket({
      url: () => `ws://test/ws?after=${resumeFrom++}`,
      onMessage: vi.fn(),
      onState: (state) => states.push(state),
      onReconnect,
    });
    return onReconnect;
  };

  it("pings every 30 s while connected", () => {
    open();
    expect(states).toEqual([CONNECTING]);
    latest().open();
    expect(states.at(-1)).toEqual(LIVE);
    vi.advanceTimersByTime(PING_INTERVAL_MS * 2);
    expect(latest().sent).toEqual([`{"type":"ping"}`, `{"type":"ping"}`]);
  });

  it("reconnects 3 s after an unclean close, with a fresh resume point, and reports the gap", () => {
    const onReconnect = open();
    latest().open();
    latest().drop(1006);
    // The planned retry is no failure: nothing to alarm anyone with.
    expect(states.at(-1)).toEqual(CONNECTING);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(latest().url).toBe("ws://test/ws?after=1");
    latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it("says it failed to connect when a socket never opened, and keeps trying", () => {
    open();
    latest().onerror?.();
    expect(states.at(-1)).toEqual(CONNECTING);
    latest().drop(1006);
    expect(states.at(-1)).toEqual({ connected: false, error: CONNECTION_FAILURES.failed, waiting: "connecting" });
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it("says the connection is lost when the retry after a drop fails too", () => {
    open();
    latest().open();
    latest().drop(1006);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().drop(1006);
    expect(states.at(-1)).toEqual({ connected: false, error: CONNECTION_FAILURES.lost, waiting: "connecting" });
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    latest().open();
    expect(states.at(-1)).toEqual(LIVE);
  });

  it("does not reconnect when the server replaced this connection with the member's newer one, and says so", () => {
    open();
    latest().open();
    latest().drop(WS_CLOSE_REPLACED);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
    expect(states.at(-1)).toEqual({ connected: false, error: CONNECTION_FAILURES.replaced, waiting: null });
  });

  it("does not reconnect after a clean close or when the server ends access, and reports the latter", () => {
    const onAccessEnded = vi.fn();
    stop = openLiveSocket({
      url: () => "ws://test/ws",
      onMessage: vi.fn(),
      onState: (s) => states.push(s),
      onAccessEnded,
    });
    latest().open();
    latest().drop(WS_CLOSE_ACCESS_ENDED);
    expect(onAccessEnded).toHaveBeenCalledTimes(1);
    stop();

    open();
    latest().open();
    latest().drop(1000);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.all).toHaveLength(2);
    expect(states.at(-1)).toEqual(CLOSED);
  });

  it("shows offline at once when the network goes, waits for it without an error, and reconnects when it returns", () => {
    open();
    const first = latest();
    first.open();
    vi.stubGlobal("navigator", { onLine: false });
    events.dispatchEvent(new Event("offline"));
    expect(states.at(-1)).toEqual(OFFLINE);
    first.drop(3000);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 5);
    expect(FakeSocket.all).toHaveLength(1);
    expect(states.at(-1)).toEqual(OFFLINE);

    vi.stubGlobal("navigator", { onLine: true });
    events.dispatchEvent(new Event("online"));
    expect(states.at(-1)).toEqual(CONNECTING);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    expect(states.at(-1)).toEqual(LIVE);
  });

  it("cancels a planned retry when the network goes, and waits for it", () => {
    open();
    latest().open();
    latest().drop(1006);
    vi.stubGlobal("navigator", { onLine: false });
    events.dispatchEvent(new Event("offline"));
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 5);
    expect(FakeSocket.all).toHaveLength(1);
    expect(states.at(-1)).toEqual(OFFLINE);
  });

  it("a socket that closes while the browser is offline waits for the network, with no error", () => {
    open();
    latest().open();
    vi.stubGlobal("navigator", { onLine: false });
    latest().drop(1006);
    expect(states.at(-1)).toEqual(OFFLINE);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 5);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("closes cleanly when stopped and never reconnects", () => {
    open();
    latest().open();
    stop();
    expect(latest().closedWith).toBe(1000);
    latest().drop(1000);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
