import { useSyncExternalStore } from "react";
import { CLOSED, type LiveSocketState } from "@/lib/live-socket";

/**
 * The live connection's state, for the header's bell (which holds the connection) and the dashboard's
 * indicator and error banner, which sit elsewhere in the tree.
 */
let state: LiveSocketState = CLOSED;
const listeners = new Set<() => void>();

export function setConnectionState(next: LiveSocketState): void {
  if (next.connected === state.connected && next.error === state.error && next.waiting === state.waiting) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): LiveSocketState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
