/**
 * How many frames (messages and protocol pings) a client may send in a window before it counts as flooding. A
 * browser sends one ping every 30 s; this leaves room for a burst of reconnect chatter and nothing more.
 */
export const CLIENT_FRAMES_PER_WINDOW = 20;
export const CLIENT_FRAME_WINDOW_MS = 10_000;

/** Spends one frame of the client's budget; false once the window's budget is used up. */
export function frameBudget(now: () => number, limit = CLIENT_FRAMES_PER_WINDOW, windowMs = CLIENT_FRAME_WINDOW_MS) {
  let windowStart = now();
  let spent = 0;
  return (): boolean => {
    const at = now();
    if (at - windowStart >= windowMs) {
      windowStart = at;
      spent = 0;
    }
    spent += 1;
    return spent <= limit;
  };
}
