import type { LiveClient } from "./live-hub.js";

/**
 * Protocol pings find connections that died without a close (a phone that lost its network): each connection is
 * pinged once an interval, and one that has answered nothing (nor sent anything) since its last ping is cut off.
 *
 * The pings go out a share at a time, each connection at its own tick (its `heartbeatSlot`), so every connection is
 * still pinged exactly once an interval. Pinged all in one go, 10,000 members' pings and then their 10,000 answers
 * held the event loop every 30 seconds: a signal published then reached its first member about 250 ms late
 * (docs/performance.md, "The heartbeat, spread out").
 */
export class Heartbeat {
  private nextSlot = 0;
  private tick = 0;
  private readonly timer: NodeJS.Timeout;

  /** `onRound` runs once an interval, with the first tick of each. */
  constructor(
    private readonly forEach: (visit: (client: LiveClient) => void) => void,
    intervalMs: number,
    private readonly ticks: number,
    private readonly onRound: () => void = () => {},
  ) {
    this.timer = setInterval(this.beat, intervalMs / ticks);
    this.timer.unref();
  }

  /** The tick a new connection is pinged at: handed out in turn, so each tick has its share. */
  slot(): number {
    const slot = this.nextSlot;
    this.nextSlot = (slot + 1) % this.ticks;
    return slot;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private readonly beat = (): void => {
    const tick = this.tick;
    this.tick = (tick + 1) % this.ticks;
    if (tick === 0) this.onRound();
    this.forEach((client) => {
      if (client.heartbeatSlot !== tick) return;
      if (!client.alive) return void client.socket.terminate();
      client.alive = false;
      client.socket.ping();
    });
  };
}
