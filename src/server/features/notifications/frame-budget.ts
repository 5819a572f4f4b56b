/**
 * How many frames (messages and protocol pings) a client may send in a window before it counts as flooding. A
 * browser sends one ping every 30 s; this leaves room for a burst of reconnect chatter and nothing more.
 */
export const CLIENT_FRAMES_PER_WINDOW = 20;
export const CLIENT_FRAME_WINDOW_MS = 10_000;

/** A client's frames in the current window, kept on its connection (no closure or object of its own a member). */
export interface FrameWindow {
  frameWindowStart: number;
  framesSpent: number;
}

/** Spends one frame of the client's budget at `now`; false once the window's budget is used up. */
export function spendFrame(
  window: FrameWindow,
  now: number,
  limit = CLIENT_FRAMES_PER_WINDOW,
  windowMs = CLIENT_FRAME_WINDOW_MS,
): boolean {
  if (now - window.frameWindowStart >= windowMs) {
    window.frameWindowStart = now;
    window.framesSpent = 0;
  }
  window.framesSpent += 1;
  return window.framesSpent <= limit;
}
