import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import type { Position, PositionInput } from "../../src/shared/positions";
import type { TradeEventInput } from "../../src/shared/trade-lifecycle";
import type { PublishHeadAnswer } from "../../src/shared/track-record";
import { sessionTokenFor } from "./database";
import { ADMIN } from "./fixtures";

/** The admin's own API session, apart from the page's: positions are seeded as the admin publishes them. */
export async function signInAdmin(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const request: APIRequestContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `session=${sessionTokenFor(ADMIN.email)}` },
  });

  const send = async (method: "post" | "put", url: string, data: PositionInput, status: number) => {
    const response = await request[method](url, { data });
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as Position;
  };
  return {
    createPosition: (input: PositionInput) => send("post", "/api/positions", input, 201),
    updatePosition: (id: string, input: PositionInput) => send("put", `/api/positions/${id}`, input, 200),
    /** Reports a step of a published trade (a target hit, a stop move, a close…), as the admin's buttons do. */
    reportEvent: async (id: string, event: TradeEventInput) => {
      const response = await request.post(`/api/positions/${id}/events`, { data: event });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as Position;
    },
    /** Publishes the track record's head now, as the Settings tab's button does. */
    publishHead: async () => {
      const response = await request.post("/api/admin/track-record/heads");
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as PublishHeadAnswer;
    },
    dispose: () => request.dispose(),
  };
}

/** A short tag that keeps this test's positions apart from those of tests running beside it. */
export const uniqueTag = (): string => Math.random().toString(36).slice(2, 6).toUpperCase();
