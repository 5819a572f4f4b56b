import { describe, expect, it, vi } from "vitest";
import type { Position } from "@shared/positions";
import { LIFECYCLE_MESSAGES } from "@shared/trade-lifecycle";
import {
  actionDefaults,
  closeForm,
  correctExitForm,
  eventPrices,
  isExitCorrectable,
  moveStopForm,
  noteForm,
  partialCloseForm,
  targetHitForm,
  voidForm,
} from "@/features/admin-positions/lib/trade-action-forms";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("trade action forms", () => {
  it("post the event each action stands for, reading a decimal comma", () => {
    expect(targetHitForm.parse({ target: "2", price: "1,0950" })).toEqual({
      type: "target_hit",
      target: 2,
      price: 1.095,
    });
    expect(partialCloseForm.parse({ share: "25", price: "1,09" })).toEqual({
      type: "partial_close",
      share: 25,
      price: 1.09,
    });
    expect(moveStopForm.parse({ to: "1,0825", reason: "trailing" })).toEqual({
      type: "stop_moved",
      to: 1.0825,
      reason: "trailing",
    });
    expect(closeForm.parse({ price: "2,345.10", reason: "manual" })).toEqual({
      type: "closed",
      price: 2345.1,
      reason: "manual",
    });
    expect(voidForm.parse({ reason: "  Wrong entry  " })).toEqual({ type: "voided", reason: "Wrong entry" });
    expect(noteForm.parse({ text: " Stop to break-even " })).toEqual({ type: "note", text: "Stop to break-even" });
    expect(correctExitForm.parse({ price: "1,0912" })).toEqual({ type: "close_corrected", price: 1.0912 });
    expect(issues(noteForm.safeParse({ text: " " }))).toEqual({ text: "Commentary is required" });
  });

  it("offer an exit correction only for a trade closed at a price", () => {
    const closed = {
      status: "closed",
      outcome: "manual",
      exitPrice: 1.09,
      targets: [],
      openShare: 0,
    } as unknown as Position;
    expect(isExitCorrectable(closed)).toBe(true);
    expect(isExitCorrectable({ ...closed, status: "active", outcome: null })).toBe(false);
    expect(isExitCorrectable({ ...closed, outcome: "cancelled", exitPrice: null })).toBe(false);
    expect(isExitCorrectable({ ...closed, outcome: "voided" })).toBe(false);
    expect(isExitCorrectable({ ...closed, exitPrice: null })).toBe(false);
    expect(actionDefaults(closed).correctExit).toEqual({ price: "1.09" });
    expect(eventPrices({ type: "close_corrected", price: 2 })).toEqual([{ label: "Exit", price: 2 }]);
  });

  it("leave an empty price out where the server has a default", () => {
    expect(targetHitForm.parse({ target: "1", price: " " })).toEqual({ type: "target_hit", target: 1 });
    expect(closeForm.parse({ price: "", reason: "stop" })).toEqual({ type: "closed", reason: "stop" });
  });

  it("say what is wrong in the contract's words", () => {
    expect(issues(partialCloseForm.safeParse({ share: "0", price: "" }))).toEqual({
      share: LIFECYCLE_MESSAGES.shareInvalid,
      price: LIFECYCLE_MESSAGES.priceInvalid,
    });
    expect(issues(moveStopForm.safeParse({ to: "abc", reason: "manual" }))).toEqual({
      to: LIFECYCLE_MESSAGES.priceInvalid,
    });
    expect(issues(voidForm.safeParse({ reason: " " }))).toEqual({ reason: "A reason for members is required" });
  });

  it("start from the first open target, half of what is open, the current price and a stop moved by hand", () => {
    const position = {
      openShare: 50,
      currentPrice: 1.091,
      targets: [
        { number: 1, price: 1.09, share: 50, state: "hit", hitAt: "t", hitPrice: 1.09 },
        { number: 2, price: 1.095, share: 50, state: "open", hitAt: null, hitPrice: null },
      ],
    } as Position;
    const defaults = actionDefaults(position);
    expect(defaults.targetHit).toEqual({ target: "2", price: "" });
    expect(defaults.partialClose).toEqual({ share: "25", price: "1.091" });
    expect(defaults.close).toEqual({ price: "1.091", reason: "manual" });
    // A typed stop is a move by hand unless the admin says it trails: the form assumes no trailing stop.
    expect(defaults.moveStop).toEqual({ to: "", reason: "manual" });
  });

  it("show a price back with the comma of a decimal-comma language, ungrouped", () => {
    vi.stubGlobal("document", { documentElement: { lang: "pt-BR" } });
    try {
      const defaults = actionDefaults({ openShare: 100, currentPrice: 2345.1, targets: [] } as unknown as Position);
      expect(defaults.close).toEqual({ price: "2345,1", reason: "manual" });
      expect(closeForm.parse({ price: defaults.close.price, reason: "manual" })).toMatchObject({ price: 2345.1 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("name the prices an event carries for the far-from-entry question", () => {
    expect(eventPrices({ type: "closed", price: 2, reason: "manual" })).toEqual([{ label: "Closed at", price: 2 }]);
    expect(eventPrices({ type: "stop_moved", reason: "break_even" })).toEqual([]);
    expect(eventPrices({ type: "target_hit", target: 1 })).toEqual([]);
  });
});
