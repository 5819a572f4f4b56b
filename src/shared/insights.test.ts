import { describe, expect, it } from "vitest";
import {
  INSIGHT_IMAGE_MAX_BYTES,
  INSIGHT_MESSAGES,
  INSIGHT_TITLE_MAX,
  INSIGHT_BODY_MAX,
  imageTypeOf,
  INSIGHTS_LISTED,
  insightImagePath,
  insightInputSchema,
  insightListQuerySchema,
  insightListSchema,
  insightNotice,
  insightParamsSchema,
  insightPublishedMessageSchema,
  type InsightList,
  type InsightPublishedEvent,
} from "./insights.js";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("imageTypeOf", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56))).toBe("image/webp");
  });

  it("refuses anything that only nearly matches", () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xfe))).toBeNull();
    expect(imageTypeOf(bytes(0xff, 0xd8))).toBeNull();
    // RIFF of another kind (a WAVE sound).
    expect(imageTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull();
    expect(imageTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42))).toBeNull();
    expect(imageTypeOf(bytes(0x52, 0x49, 0x46, 0x47, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(imageTypeOf(bytes())).toBeNull();
  });
});

describe("insightInputSchema", () => {
  const valid = { title: "  Gold before the Fed ", body: " Text ", instrument: " XAU/USD " };

  it("trims the fields and makes an empty or absent instrument none", () => {
    expect(insightInputSchema.parse(valid)).toEqual({
      title: "Gold before the Fed",
      body: "Text",
      instrument: "XAU/USD",
    });
    expect(insightInputSchema.parse({ ...valid, instrument: "  " }).instrument).toBeNull();
    expect(insightInputSchema.parse({ title: "T", body: "B" }).instrument).toBeNull();
    expect(insightInputSchema.parse({ ...valid, instrument: null }).instrument).toBeNull();
  });

  it("keeps the three meanings of image: absent, null and a new chart", () => {
    expect("image" in insightInputSchema.parse(valid)).toBe(false);
    expect(insightInputSchema.parse({ ...valid, image: null }).image).toBeNull();
    expect(insightInputSchema.parse({ ...valid, image: { data: "iVBORw0KGgo=" } }).image).toEqual({
      data: "iVBORw0KGgo=",
    });
  });

  const messageOf = (input: unknown) => insightInputSchema.safeParse(input).error?.issues[0]?.message;

  it("says what is wrong with a field", () => {
    expect(messageOf({ ...valid, title: "   " })).toBe(INSIGHT_MESSAGES.titleRequired);
    expect(messageOf({ ...valid, title: undefined })).toBe(INSIGHT_MESSAGES.titleRequired);
    expect(messageOf({ ...valid, title: "x".repeat(INSIGHT_TITLE_MAX + 1) })).toBe(INSIGHT_MESSAGES.titleTooLong);
    expect(insightInputSchema.safeParse({ ...valid, title: "x".repeat(INSIGHT_TITLE_MAX) }).success).toBe(true);
    expect(messageOf({ ...valid, body: "" })).toBe(INSIGHT_MESSAGES.bodyRequired);
    expect(messageOf({ ...valid, body: 5 })).toBe(INSIGHT_MESSAGES.bodyRequired);
    expect(messageOf({ ...valid, body: "x".repeat(INSIGHT_BODY_MAX + 1) })).toBe(INSIGHT_MESSAGES.bodyTooLong);
    expect(insightInputSchema.safeParse({ ...valid, body: "x".repeat(INSIGHT_BODY_MAX) }).success).toBe(true);
    expect(messageOf({ ...valid, instrument: "x".repeat(31) })).toBe(INSIGHT_MESSAGES.instrumentTooLong);
    expect(messageOf({ ...valid, image: { data: "not base64!" } })).toBe(INSIGHT_MESSAGES.imageType);
    expect(messageOf({ ...valid, image: { data: 12 } })).toBe(INSIGHT_MESSAGES.imageType);
    expect(messageOf({ ...valid, image: { data: "A".repeat(Math.ceil(INSIGHT_IMAGE_MAX_BYTES / 3) * 4 + 4) } })).toBe(
      INSIGHT_MESSAGES.imageTooLarge,
    );
    expect(insightInputSchema.safeParse({ ...valid, author: "someone" }).success).toBe(false);
  });

  it("takes a chart of exactly the largest size, in any well-formed base64", () => {
    const largest = "A".repeat(Math.ceil(INSIGHT_IMAGE_MAX_BYTES / 3) * 4);
    expect(insightInputSchema.safeParse({ ...valid, image: { data: largest } }).success).toBe(true);
    for (const data of ["AAAA", "AAA=", "AA=="]) {
      expect(insightInputSchema.safeParse({ ...valid, image: { data } }).success).toBe(true);
    }
    for (const data of ["!AAAA", "AAAA!", "A===", "", "AA AA"]) {
      expect(messageOf({ ...valid, image: { data } })).toBe(INSIGHT_MESSAGES.imageType);
    }
  });

  it("states its limits in its messages", () => {
    expect(INSIGHT_MESSAGES.titleTooLong).toBe("A title can be at most 120 characters");
    expect(INSIGHT_MESSAGES.bodyTooLong).toBe("The text can be at most 10,000 characters");
    expect(INSIGHT_MESSAGES.imageTooLarge).toBe("The chart can be at most 2 MB");
    expect(INSIGHT_MESSAGES.instrumentTooLong).toBe("The instrument can be at most 30 characters");
  });
});

describe("paths and notices", () => {
  it("serves the chart under the insight and announces the title alone", () => {
    expect(insightImagePath("a b")).toBe("/api/insights/a%20b/image");
    expect(insightNotice("Gold")).toBe("New market insight: Gold");
  });
});

describe("the insights API's other schemas", () => {
  it("names an insight by an id of 1 to 64 characters, and nothing else", () => {
    expect(insightParamsSchema.parse({ id: "abc" })).toEqual({ id: "abc" });
    expect(insightParamsSchema.parse({ id: "x".repeat(64) })).toEqual({ id: "x".repeat(64) });
    expect(insightParamsSchema.safeParse({ id: "" }).success).toBe(false);
    expect(insightParamsSchema.safeParse({ id: "x".repeat(65) }).success).toBe(false);
    expect(insightParamsSchema.safeParse({ id: "abc", extra: "1" }).success).toBe(false);
  });

  it("lists between 1 and INSIGHTS_LISTED insights when a limit is asked, read from the query text", () => {
    expect(insightListQuerySchema.parse({})).toEqual({});
    expect(insightListQuerySchema.parse({ limit: "3" })).toEqual({ limit: 3 });
    expect(insightListQuerySchema.parse({ limit: "1" })).toEqual({ limit: 1 });
    expect(insightListQuerySchema.parse({ limit: String(INSIGHTS_LISTED) })).toEqual({ limit: INSIGHTS_LISTED });
    for (const limit of ["0", String(INSIGHTS_LISTED + 1), "2.5", "many"]) {
      expect(insightListQuerySchema.safeParse({ limit }).success).toBe(false);
    }
    expect(insightListQuerySchema.safeParse({ limit: "3", page: "2" }).success).toBe(false);
  });

  it("answers the list with every field of every insight, locked or not", () => {
    const list: InsightList = {
      canRead: true,
      insights: [
        {
          id: "i2",
          title: "Gold before the Fed",
          instrument: "XAU/USD",
          publishedAt: "2026-11-21T09:00:00.000Z",
          updatedAt: "2026-11-21T10:00:00.000Z",
          locked: false,
          body: "**Gold** holds",
          imageUrl: insightImagePath("i2"),
        },
        {
          id: "i1",
          title: "Quiet week",
          instrument: null,
          publishedAt: "2026-11-20T09:00:00.000Z",
          updatedAt: "2026-11-20T09:00:00.000Z",
          locked: true,
          body: null,
          imageUrl: null,
        },
      ],
    };
    expect(insightListSchema.parse(list)).toEqual(list);
  });

  it("announces a new insight live with its title and instrument, never more", () => {
    const event: InsightPublishedEvent = {
      type: "insight_published",
      data: {
        id: "i2",
        title: "Gold before the Fed",
        instrument: "XAU/USD",
        message: insightNotice("Gold before the Fed"),
        timestamp: "2026-11-21T09:00:00.000Z",
      },
    };
    expect(insightPublishedMessageSchema.parse(event)).toEqual(event);
    expect(insightPublishedMessageSchema.parse({ ...event, data: { ...event.data, body: "secret" } })).toEqual(event);
    expect(insightPublishedMessageSchema.safeParse({ ...event, type: "insight_updated" }).success).toBe(false);
  });
});
