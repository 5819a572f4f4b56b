import { describe, expect, it } from "vitest";
import { renewPushSubscription } from "./push-renewal";

function subscription(endpoint: string, key: ArrayBuffer | null = new Uint8Array([4, 1, 2]).buffer) {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
  } as unknown as PushSubscription;
}

function fakes(subscribed = subscription("https://push.example/new")) {
  const calls: { path: string; body: unknown }[] = [];
  const subscribeOptions: PushSubscriptionOptionsInit[] = [];
  return {
    calls,
    subscribeOptions,
    deps: {
      pushManager: {
        subscribe: async (options?: PushSubscriptionOptionsInit) => {
          if (options) subscribeOptions.push(options);
          return subscribed;
        },
      },
      fetch: (async (path: string, init?: RequestInit) => {
        calls.push({ path, body: JSON.parse(String(init?.body)) });
        return new Response(null, { status: 201 });
      }) as typeof fetch,
    },
  };
}

describe("renewing this device's push subscription", () => {
  it("subscribes again with the old key, sends the new subscription and has the old endpoint forgotten", async () => {
    const { calls, subscribeOptions, deps } = fakes();
    const old = subscription("https://push.example/old");
    await renewPushSubscription({ oldSubscription: old, newSubscription: null }, deps);
    expect(subscribeOptions).toEqual([
      { userVisibleOnly: true, applicationServerKey: old.options.applicationServerKey },
    ]);
    expect(calls).toEqual([
      {
        path: "/api/notifications/subscribe",
        body: { subscription: { endpoint: "https://push.example/new", keys: { p256dh: "p", auth: "a" } } },
      },
      { path: "/api/notifications/unsubscribe", body: { subscription: { endpoint: "https://push.example/old" } } },
    ]);
  });

  it("sends the subscription the browser already made, without subscribing twice", async () => {
    const { calls, subscribeOptions, deps } = fakes();
    const made = subscription("https://push.example/made");
    await renewPushSubscription({ oldSubscription: null, newSubscription: made }, deps);
    expect(subscribeOptions).toEqual([]);
    expect(calls.map((call) => call.path)).toEqual(["/api/notifications/subscribe"]);
  });

  it("only forgets the old endpoint when it cannot know the key to subscribe again", async () => {
    const { calls, deps } = fakes();
    await renewPushSubscription(
      { oldSubscription: subscription("https://push.example/old", null), newSubscription: null },
      deps,
    );
    expect(calls.map((call) => call.path)).toEqual(["/api/notifications/unsubscribe"]);
  });
});
