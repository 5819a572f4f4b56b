import { describe, expect, it } from "vitest";
import { pushPayloadSchema } from "../../../shared/notifications.js";
import { MAX_PUSH_PAYLOAD_BYTES, pushPayload } from "./push-payload.js";

describe("push payload", () => {
  it("carries what the service worker shows", () => {
    const payload = pushPayloadSchema.parse(
      JSON.parse(
        pushPayload("Acme Signals", "New signal", "2026-11-21T12:00:00.000Z", {
          notificationId: 7,
          url: "/dashboard?position=p1",
        }),
      ),
    );
    expect(payload).toEqual({
      title: "Acme Signals New Trading Signal",
      body: "New signal",
      tag: "trading-notification",
      url: "/dashboard?position=p1",
      notificationId: 7,
      timestamp: "2026-11-21T12:00:00.000Z",
    });
  });

  it("shortens a body that would not fit in one push record, keeping valid UTF-8 and every other field", () => {
    const json = pushPayload("SignalDesk", "€".repeat(3000), "2026-11-21T12:00:00.000Z");
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
    const payload = pushPayloadSchema.parse(JSON.parse(json));
    expect(payload.body.endsWith("…")).toBe(true);
    expect(payload.body).not.toContain("\uFFFD");
    expect(payload.url).toBe("/dashboard");
  });
});
