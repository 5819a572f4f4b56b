import { describe, expect, it } from "vitest";
import { pushPayloadSchema } from "../../../shared/notifications.js";
import { serverTranslator } from "../../lib/i18n.js";
import { MAX_PUSH_PAYLOAD_BYTES, pushPayload, pushTexts } from "./push-payload.js";

const english = pushTexts(await serverTranslator("en"), "Acme Signals");

describe("push payload", () => {
  it("carries what the service worker shows", () => {
    const payload = pushPayloadSchema.parse(
      JSON.parse(
        pushPayload(english, "New signal", "2026-11-21T12:00:00.000Z", {
          notificationId: 7,
          url: "/dashboard?position=p1",
        }),
      ),
    );
    expect(payload).toEqual({
      title: "Acme Signals New Trading Signal",
      body: "New signal",
      action: "View Signal",
      tag: "trading-notification",
      url: "/dashboard?position=p1",
      notificationId: 7,
      timestamp: "2026-11-21T12:00:00.000Z",
    });
  });

  it("is titled and labelled in its reader's language", async () => {
    expect(pushTexts(await serverTranslator("es"), "Acme Signals")).toEqual({
      title: "Acme Signals: nueva señal de trading",
      action: "Ver señal",
    });
    expect(pushTexts(await serverTranslator("ar"), "Acme Signals")).toEqual({
      title: "إشارة تداول جديدة من \u2066Acme Signals\u2069",
      action: "عرض الإشارة",
    });
  });

  it("shortens a body that would not fit in one push record, keeping valid UTF-8 and every other field", () => {
    const json = pushPayload(english, "€".repeat(3000), "2026-11-21T12:00:00.000Z");
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
    const payload = pushPayloadSchema.parse(JSON.parse(json));
    expect(payload.body.endsWith("…")).toBe(true);
    expect(payload.body).not.toContain("\uFFFD");
    expect(payload.url).toBe("/dashboard");
  });
});
