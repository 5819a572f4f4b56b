import type { Logger } from "../../../lib/logger.js";
import type { SourceStatus, Tick } from "../price-source.js";

type Listener<T> = (value: T) => void;

/**
 * The listeners of one price source. A listener that throws is logged and the others still hear the event.
 */
export class SourceEvents {
  private readonly ticks = new Set<Listener<Tick>>();
  private readonly statuses = new Set<Listener<SourceStatus>>();

  constructor(private readonly log: Logger) {}

  onTick(listener: Listener<Tick>): () => void {
    this.ticks.add(listener);
    return () => this.ticks.delete(listener);
  }

  onStatus(listener: Listener<SourceStatus>): () => void {
    this.statuses.add(listener);
    return () => this.statuses.delete(listener);
  }

  tick(tick: Tick): void {
    this.call(this.ticks, tick);
  }

  status(status: SourceStatus): void {
    this.call(this.statuses, status);
  }

  private call<T>(listeners: Set<Listener<T>>, value: T): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        this.log.error({ err: error }, "a price listener failed");
      }
    }
  }
}
