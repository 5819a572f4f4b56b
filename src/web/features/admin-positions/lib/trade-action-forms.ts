import { z } from "zod";
import type { Position } from "@shared/positions";
import type { LabelledPrice } from "@shared/price-sanity";
import {
  CLOSE_REASONS,
  STOP_MOVE_REASONS,
  tradeEventInputSchema,
  type StopMoveReason,
  type TradeEventInput,
} from "@shared/trade-lifecycle";
import { parseTyped, typedText } from "@/lib/decimal-separator";

/**
 * The trade actions' forms (docs/product.md#lifecycle): boxes as typed, mapped onto the one event the action posts and
 * checked by the event's own schema. Prices accept a decimal comma (docs/product.md#price-input); a price left empty
 * where the server has a default (a target's own price, the current stop) is left out.
 */
const toEvent = <Values extends z.ZodRawShape>(
  boxes: Values,
  map: (values: z.infer<z.ZodObject<Values>>) => TradeEventInput,
) => z.object(boxes).transform(map).pipe(tradeEventInputSchema);

const required = (text: string) => parseTyped(text) ?? Number.NaN;

export const targetHitForm = toEvent({ target: z.string(), price: z.string() }, (values) => ({
  type: "target_hit",
  target: Number(values.target),
  price: parseTyped(values.price),
}));

export const partialCloseForm = toEvent({ share: z.string(), price: z.string() }, (values) => ({
  type: "partial_close",
  share: required(values.share),
  price: required(values.price),
}));

/** Break-even is its own one-tap button: the server puts the stop on the entry. */
export const MOVED_STOP_REASONS = STOP_MOVE_REASONS.filter(
  (reason): reason is Exclude<StopMoveReason, "break_even"> => reason !== "break_even",
);
export const moveStopForm = toEvent({ to: z.string(), reason: z.enum(MOVED_STOP_REASONS) }, (values) => ({
  type: "stop_moved",
  to: required(values.to),
  reason: values.reason,
}));

export const closeForm = toEvent({ price: z.string(), reason: z.enum(CLOSE_REASONS) }, (values) => ({
  type: "closed",
  price: parseTyped(values.price),
  reason: values.reason,
}));

export const voidForm = toEvent({ reason: z.string() }, (values) => ({ type: "voided", reason: values.reason }));

export const noteForm = toEvent({ text: z.string() }, (values) => ({ type: "note", text: values.text }));

export const correctExitForm = toEvent({ price: z.string() }, (values) => ({
  type: "close_corrected",
  price: required(values.price),
}));

export type TargetHitValues = z.input<typeof targetHitForm>;
export type PartialCloseValues = z.input<typeof partialCloseForm>;
export type MoveStopValues = z.input<typeof moveStopForm>;
export type CloseValues = z.input<typeof closeForm>;
export type VoidValues = z.input<typeof voidForm>;
export type NoteValues = z.input<typeof noteForm>;
export type CorrectExitValues = z.input<typeof correctExitForm>;

const text = (value: number | null | undefined) => typedText(value);

/** A closed trade's exit can be corrected once it closed at a price (docs/product.md#lifecycle). */
export const isExitCorrectable = (position: Position): boolean =>
  position.status === "closed" &&
  position.outcome !== "cancelled" &&
  position.outcome !== "voided" &&
  position.exitPrice !== null;

/** docs/product.md#track-record: an exit is corrected after the plan's correction window too, as its own event. */
export const EXIT_CORRECTION_RULE =
  "The exit stays correctable after the plan's correction window has passed, with no time limit: each correction is its own event in the history, members see it with its time, and the result is worked out again.";

/**
 * What each form starts with: the first open target at its own price; half of what is open; the current price; a
 * stop typed by hand (trailing is the admin's choice to make, never assumed).
 */
export function actionDefaults(position: Position) {
  const target = position.targets.find((candidate) => candidate.state === "open");
  return {
    // An empty price is the target's own (the server's default), so choosing another target needs no retyping.
    targetHit: { target: target ? String(target.number) : "", price: "" } satisfies TargetHitValues,
    partialClose: {
      share: String(Math.max(1, Math.floor(position.openShare / 2))),
      price: text(position.currentPrice),
    } satisfies PartialCloseValues,
    moveStop: { to: "", reason: "manual" } satisfies MoveStopValues,
    close: { price: text(position.currentPrice), reason: "manual" } satisfies CloseValues,
    void: { reason: "" } satisfies VoidValues,
    note: { text: "" } satisfies NoteValues,
    correctExit: { price: text(position.exitPrice) } satisfies CorrectExitValues,
  };
}

/** The prices an event names, for the far-from-entry question (docs/product.md#price-input). */
export function eventPrices(event: TradeEventInput): LabelledPrice[] {
  switch (event.type) {
    case "target_hit":
      return event.price === undefined ? [] : [{ label: `TP${event.target} hit at`, price: event.price }];
    case "partial_close":
      return [{ label: "Closed at", price: event.price }];
    case "stop_moved":
      return event.to === undefined ? [] : [{ label: "New stop", price: event.to }];
    case "closed":
      return event.price === undefined ? [] : [{ label: "Closed at", price: event.price }];
    case "close_corrected":
      return [{ label: "Exit", price: event.price }];
    default:
      return [];
  }
}
