import type { WebSocket } from "ws";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Heartbeat } from "./heartbeat.js";
import type { LiveClient } from "./live-hub.js";

interface Probe {
  client: LiveClient;
  pingedAt: number[];
  terminatedAt: number | undefined;
}

function probe(): Probe {
  const seen: Probe = { client: undefined as unknown as LiveClient, pingedAt: [], terminatedAt: undefined };
  seen.client = {
    alive: true,
    heartbeatSlot: 0,
    socket: {
      ping: () => seen.pingedAt.push(Date.now()),
      terminate: () => (seen.terminatedAt = Date.now()),
    } as unknown as WebSocket,
  } as LiveClient;
  return seen;
}

describe("the heartbeat", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"], now: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it("pings every connection once an interval, a share each tick rather than all at once", () => {
    const probes = Array.from({ length: 300 }, probe);
    let rounds = 0;
    const heartbeat = new Heartbeat(
      (visit) => probes.forEach((p) => visit(p.client)),
      30_000,
      30,
      () => (rounds += 1),
    );
    for (const { client } of probes) client.heartbeatSlot = heartbeat.slot();
    const answerAll = () => probes.forEach(({ client }) => (client.alive = true));

    vi.advanceTimersByTime(1_000);
    expect(probes.filter((p) => p.pingedAt.length > 0)).toHaveLength(10);
    for (let second = 2; second <= 60; second += 1) {
      answerAll();
      vi.advanceTimersByTime(1_000);
    }
    // Two rounds: each connection twice, 30 s apart, and at most 10 pings in any one second.
    expect(probes.every((p) => p.pingedAt.length === 2 && (p.pingedAt[1] ?? 0) - (p.pingedAt[0] ?? 0) === 30_000)).toBe(
      true,
    );
    const perSecond = new Map<number, number>();
    for (const at of probes.flatMap((p) => p.pingedAt)) perSecond.set(at, (perSecond.get(at) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBe(10);
    expect(rounds).toBe(2);
    expect(probes.some((p) => p.terminatedAt !== undefined)).toBe(false);
    heartbeat.stop();
  });

  it("cuts off a connection that answered nothing since its last ping, at its next turn", () => {
    const [silent, answering] = [probe(), probe()];
    const heartbeat = new Heartbeat((visit) => [silent, answering].forEach((p) => visit(p.client)), 30_000, 30);
    silent.client.heartbeatSlot = 5;
    answering.client.heartbeatSlot = 5;

    vi.advanceTimersByTime(6_000);
    expect(silent.pingedAt).toEqual([6_000]);
    answering.client.alive = true;
    vi.advanceTimersByTime(29_000);
    expect(silent.terminatedAt).toBeUndefined();
    vi.advanceTimersByTime(1_000);
    expect(silent.terminatedAt).toBe(36_000);
    expect(answering.terminatedAt).toBeUndefined();
    expect(answering.pingedAt).toEqual([6_000, 36_000]);
    heartbeat.stop();
  });
});
