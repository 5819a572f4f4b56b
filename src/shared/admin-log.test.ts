import { describe, expect, it } from "vitest";
import {
  ADMIN_ACTIONS,
  ADMIN_ACTION_LABELS,
  ADMIN_LOG_EXPORT_URL,
  ADMIN_LOG_URL,
  REDACTED,
  adminLogListSchema,
  adminLogQuerySchema,
  adminLogSearchParams,
  changedFields,
} from "./admin-log.js";

describe("changedFields", () => {
  it("lists only the fields whose values differ, in the order first seen", () => {
    expect(changedFields({ a: 1, b: "x", c: [1, 2] }, { a: 2, b: "x", c: [1, 2], d: true })).toEqual([
      { field: "a", before: 1, after: 2 },
      { field: "d", before: null, after: true },
    ]);
  });

  it("compares lists and objects by their contents", () => {
    expect(changedFields({ list: [1, 2], map: { k: 1 } }, { list: [1, 3], map: { k: 1 } })).toEqual([
      { field: "list", before: [1, 2], after: [1, 3] },
    ]);
  });

  it("shows every field of a record created or deleted, missing values as null", () => {
    expect(changedFields(null, { a: 1 })).toEqual([{ field: "a", before: null, after: 1 }]);
    expect(changedFields({ a: 1 }, null)).toEqual([{ field: "a", before: 1, after: null }]);
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields({ a: undefined }, { a: null })).toEqual([]);
  });

  it("never shows a secret's value and skips bookkeeping fields", () => {
    expect(
      changedFields(
        { botToken: "old", updated_at: "1", updatedAt: "1", version: 1 },
        { botToken: "new", updated_at: "2", updatedAt: "2", version: 2 },
      ),
    ).toEqual([{ field: "botToken", before: REDACTED, after: REDACTED }]);
    expect(changedFields({ clientSecret: undefined }, { clientSecret: "s" })).toEqual([
      { field: "clientSecret", before: null, after: REDACTED },
    ]);
  });

  it.each(["botToken", "clientSecret", "password", "token", "secret"])("shows a %s as [redacted]", (field) => {
    expect(changedFields({ [field]: "old" }, { [field]: "new" })).toEqual([
      { field, before: "[redacted]", after: "[redacted]" },
    ]);
  });
});

describe("the admin log's search", () => {
  it("reads empty boxes as no filter and pages 50 at a time", () => {
    expect(adminLogQuerySchema.parse({ admin: " ", action: "", target: "", text: "", from: "", to: "" })).toEqual({
      limit: 50,
      offset: 0,
    });
  });

  it("trims what it searches for and accepts a one-day range", () => {
    expect(adminLogQuerySchema.parse({ admin: " ann ", from: "2026-11-21", to: "2026-11-21", limit: "10" })).toEqual({
      admin: "ann",
      from: "2026-11-21",
      to: "2026-11-21",
      limit: 10,
      offset: 0,
    });
  });

  it.each([
    [{ action: "position.explode" }, "Action is not one the log records"],
    [{ from: "2026-02-30" }, "Dates must be real dates as yyyy-mm-dd"],
    [{ to: "yesterday" }, "Dates must be real dates as yyyy-mm-dd"],
    [{ from: "2026-11-22", to: "2026-11-21" }, "From must not be after To"],
    [{ from: ["2026-11-21", "2026-11-22"] }, "Dates must be real dates as yyyy-mm-dd"],
    [{ text: "x".repeat(201) }, "Text is too long"],
    [{ admin: "x".repeat(201) }, "Admin is too long"],
    [{ target: "x".repeat(201) }, "Target is too long"],
    [{ offset: "-1" }, "Offset must be at least 0"],
    [{ limit: "201" }, "Limit must be at most 200"],
  ])("refuses %j", (query, message) => {
    const parsed = adminLogQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("filters by the one action chosen", () => {
    expect(adminLogQuerySchema.parse({ action: "member.grant" })).toEqual({
      action: "member.grant",
      limit: 50,
      offset: 0,
    });
  });

  it("accepts a range open at either end", () => {
    expect(adminLogQuerySchema.parse({ from: "2026-11-21" })).toEqual({ from: "2026-11-21", limit: 50, offset: 0 });
    expect(adminLogQuerySchema.parse({ to: "2026-11-21" })).toEqual({ to: "2026-11-21", limit: 50, offset: 0 });
  });

  it("shows a backwards range under the From box", () => {
    const parsed = adminLogQuerySchema.safeParse({ from: "2026-11-22", to: "2026-11-21" });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["from"]]);
  });

  it("writes a search as a query string without empty filters or paging", () => {
    expect(
      adminLogSearchParams({ admin: " ann ", action: "member.grant", text: "", from: "2026-11-21", limit: 5 }),
    ).toBe("admin=ann&action=member.grant&from=2026-11-21");
    expect(adminLogSearchParams({ target: "t", to: "2026-11-22" })).toBe("target=t&to=2026-11-22");
    expect(adminLogSearchParams({})).toBe("");
  });
});

describe("the admin log's entries", () => {
  const entry = {
    id: "log_1",
    at: "2026-11-21T10:00:00.000Z",
    adminId: "admin_1",
    adminName: "Ann Lee",
    adminEmail: "ann@example.com",
    action: "settings.update",
    targetType: "settings",
    targetId: null,
    targetLabel: null,
    address: "203.0.113.7",
    userAgent: "Firefox",
    outcome: "done",
    changes: [{ field: "botToken", before: REDACTED, after: REDACTED }],
  } as const;

  it("answers every column of an entry and its changes, and nothing more", () => {
    expect(adminLogListSchema.parse([entry])).toEqual([entry]);
    expect(
      adminLogListSchema.parse([
        { ...entry, sessionToken: "s", changes: [{ ...entry.changes[0], raw: "new-bot-token" }] },
      ]),
    ).toEqual([entry]);
  });

  it("gives every action its own label", () => {
    const labels = ADMIN_ACTIONS.map((action) => ADMIN_ACTION_LABELS[action]);
    expect(labels.every((label) => typeof label === "string" && label.trim() !== "")).toBe(true);
    expect(new Set(labels).size).toBe(ADMIN_ACTIONS.length);
  });

  it("is read and exported at the admin API's addresses", () => {
    expect(ADMIN_LOG_URL).toBe("/api/admin/log");
    expect(ADMIN_LOG_EXPORT_URL).toBe("/api/admin/log.csv");
  });
});
