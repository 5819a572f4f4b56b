import type { PositionEvent } from "../../../shared/ws-events.js";

export type PositionEventListener = (event: PositionEvent) => void;

/**
 * Where services announce committed changes and the notifier listens. In-process here; a Redis-backed bus
 * with the same shape carries events across instances (DESIGN.md).
 */
export interface EventBus {
  publish(event: PositionEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: PositionEventListener): () => void;
}

/** One process's bus: a listener that throws is reported and never stops the others or the request. */
export function createInProcessEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const listeners = new Set<PositionEventListener>();
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
