import type { InsightPublishedEvent } from "../../../shared/insights.js";
import type { PortfolioActivityMessage, PositionEvent } from "../../../shared/ws-events.js";

/**
 * A member's access may have ended (an admin changed their subscription or deleted them, a session was ended): each
 * instance re-checks that member's live connections now instead of at the next periodic check.
 */
export interface AccessChangedEvent {
  type: "access_changed";
  userId: string;
}

/** A member's own portfolio update (docs/product.md#portfolio): every instance sends it to that member's connections. */
export interface PortfolioActivityEvent extends PortfolioActivityMessage {
  userId: string;
}

export type BusEvent = PositionEvent | AccessChangedEvent | PortfolioActivityEvent | InsightPublishedEvent;
export type BusEventListener = (event: BusEvent) => void;

export const isPositionEvent = (event: BusEvent): event is PositionEvent =>
  event.type !== "access_changed" && event.type !== "portfolio_activity" && event.type !== "insight_published";

export const accessChanged = (userId: string): AccessChangedEvent => ({ type: "access_changed", userId });

/**
 * Where services announce committed changes and the live channel listens. In-process here; a Redis-backed bus
 * with the same shape carries events across instances (docs/decisions/0004-notification-fan-out.md).
 */
export interface EventBus {
  publish(event: BusEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: BusEventListener): () => void;
}

/** One process's bus: a listener that throws is reported and never stops the others or the request. */
export function createInProcessEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const listeners = new Set<BusEventListener>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
