import { describe, expect, it } from "vitest";
import { CHANGE_LABELS, POSITION_CHANGES, changeOfEvent, classOfEvent, notificationClassOf } from "./position-changes";

describe("notificationClassOf", () => {
  it("files each change under the preference kind a member turns on or off", () => {
    const kinds = Object.fromEntries(POSITION_CHANGES.map((change) => [change, notificationClassOf(change).kind]));
    expect(kinds).toEqual({
      opened: "new_signal",
      target_hit: "updates",
      stop_moved: "updates",
      target_changed: "updates",
      plan_corrected: "updates",
      note: "insight",
      closed: "close",
      partial_close: "close",
      cancelled: "close",
      voided: "close",
      close_corrected: "close",
    });
  });

  it("lets through quiet hours only what a follower must act on at once: a close, a partial close, a cancel, a void", () => {
    const urgent = POSITION_CHANGES.filter((change) => notificationClassOf(change).urgent);
    expect(urgent.sort()).toEqual(["cancelled", "closed", "partial_close", "voided"]);
  });
});

describe("CHANGE_LABELS", () => {
  it("names every change, each differently, with the names the feed promises", () => {
    const labels = POSITION_CHANGES.map((change) => CHANGE_LABELS[change]);
    expect(new Set(labels).size).toBe(POSITION_CHANGES.length);
    expect(labels.filter((label) => label.trim() === "")).toEqual([]);
    expect(CHANGE_LABELS.opened).toBe("New signal");
    expect(CHANGE_LABELS.stop_moved).toBe("Stop moved");
    expect(CHANGE_LABELS.target_changed).toBe("Target changed");
    expect(CHANGE_LABELS.note).toBe("Note");
    expect(CHANGE_LABELS.closed).toBe("Closed");
    expect(CHANGE_LABELS.voided).toBe("Voided");
  });
});

describe("changeOfEvent", () => {
  const open = { status: "active" };
  const closed = { status: "closed" };

  it("answers the change an event recorded, whatever its type says", () => {
    expect(changeOfEvent({ type: "position_updated", change: "stop_moved", position: open })).toBe("stop_moved");
    expect(changeOfEvent({ type: "position_added", change: "note", position: closed })).toBe("note");
  });

  it("tells an older event without a change by its type: a new position, or one that finished", () => {
    expect(changeOfEvent({ type: "position_added", change: null, position: open })).toBe("opened");
    expect(changeOfEvent({ type: "position_added", position: closed })).toBe("closed");
    expect(changeOfEvent({ type: "position_status_changed", change: null, position: closed })).toBe("closed");
  });

  it("answers null when an older event's type cannot tell", () => {
    expect(changeOfEvent({ type: "position_status_changed", change: null, position: open })).toBeNull();
    expect(changeOfEvent({ type: "position_updated", change: null, position: closed })).toBeNull();
  });
});

describe("classOfEvent", () => {
  it("classes a known change as notificationClassOf does", () => {
    for (const change of POSITION_CHANGES) expect(classOfEvent(change)).toEqual(notificationClassOf(change));
  });

  it("treats a change that cannot be told as an ordinary update, held in quiet hours", () => {
    expect(classOfEvent(null)).toEqual({ kind: "updates", urgent: false });
  });
});
