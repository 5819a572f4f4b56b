import { describe, expect, it, vi } from "vitest";
import type { PositionEvent } from "../../../shared/ws-events.js";
import { createInProcessEventBus } from "./event-bus.js";

const event = { type: "position_added", data: { message: "m", timestamp: "t" } } as unknown as PositionEvent;

describe("in-process event bus", () => {
  it("delivers to every subscriber until it unsubscribes", () => {
    const bus = createInProcessEventBus();
    const first = vi.fn();
    const second = vi.fn();
    const stop = bus.subscribe(first);
    bus.subscribe(second);
    bus.publish(event);
    stop();
    bus.publish(event);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("reports a failing listener and still reaches the others", () => {
    const errors: unknown[] = [];
    const bus = createInProcessEventBus((error) => errors.push(error));
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error("boom");
    });
    bus.subscribe(after);
    bus.publish(event);
    expect(after).toHaveBeenCalledWith(event);
    expect(errors).toHaveLength(1);
  });
});
