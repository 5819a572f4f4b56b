import {
  Ban,
  CircleCheck,
  MessageSquarePlus,
  MoveVertical,
  PencilLine,
  Scissors,
  Square,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { formatPrice } from "@shared/format";
import type { Position } from "@shared/positions";
import { Button } from "@/components/ui/button";
import {
  ActionChoiceField,
  ActionTextArea,
  ActionTextField,
  TradeActionButton,
  TradeActionForm,
} from "@/features/admin-positions/components/trade-action-dialog";
import { useTradeAction } from "@/features/admin-positions/hooks/use-trade-action";
import { VoidPreview } from "@/features/admin-positions/components/void-preview";
import {
  actionDefaults,
  closeForm,
  correctExitForm,
  EXIT_CORRECTION_RULE,
  isExitCorrectable,
  moveStopForm,
  noteForm,
  partialCloseForm,
  targetHitForm,
  voidForm,
} from "@/features/admin-positions/lib/trade-action-forms";

interface ActionProps {
  position: Position;
  onDone: () => void;
}

function TargetHit({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: targetHitForm,
    defaults: actionDefaults(position).targetHit,
    done: (event) => (event.type === "target_hit" ? `TP${event.target} hit recorded` : "recorded"),
    onDone,
  });
  const open = position.targets.filter((target) => target.state === "open");
  const chosen = open.find((target) => String(target.number) === action.form.watch("target"));
  const price = (value: number) => formatPrice(value, position);
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Record TP hit">
      <ActionChoiceField
        form={action.form}
        name="target"
        label="Target"
        choices={open.map((target) => [
          String(target.number),
          `TP${target.number} · ${price(target.price)} · ${target.share}%`,
        ])}
      />
      <ActionTextField
        form={action.form}
        name="price"
        label="Hit at"
        numeric
        placeholder={chosen ? price(chosen.price) : undefined}
        hint={chosen && `Leave empty for TP${chosen.number}'s own price, ${price(chosen.price)}.`}
      />
    </TradeActionForm>
  );
}

function PartialClose({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: partialCloseForm,
    defaults: actionDefaults(position).partialClose,
    done: (event) => (event.type === "partial_close" ? `${event.share}% closed` : "closed"),
    onDone,
  });
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Close part">
      <ActionTextField
        form={action.form}
        name="share"
        label="Share to close (%)"
        numeric
        hint={`${position.openShare}% of the position is open; closing all of it closes the trade.`}
      />
      <ActionTextField form={action.form} name="price" label="Closed at" numeric />
    </TradeActionForm>
  );
}

function MoveStop({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: moveStopForm,
    defaults: actionDefaults(position).moveStop,
    done: (event) =>
      event.type === "stop_moved" && event.reason === "break_even" ? "stop at break-even" : "stop moved",
    onDone,
  });
  const entry = formatPrice(position.entryPrice, position);
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Move stop">
      <Button
        variant="secondary"
        disabled={action.isSaving || position.stopLoss === position.entryPrice}
        onClick={() => action.send({ type: "stop_moved", reason: "break_even" })}
      >
        To break-even ({entry})
      </Button>
      <p className="text-center text-xs text-muted-foreground">or to a price</p>
      <div className="grid grid-cols-2 gap-3">
        <ActionTextField form={action.form} name="to" label="New stop" numeric />
        <ActionChoiceField
          form={action.form}
          name="reason"
          label="Why"
          choices={[
            ["manual", "Moved by hand"],
            ["trailing", "Trailing"],
          ]}
        />
      </div>
    </TradeActionForm>
  );
}

function Close({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: closeForm,
    defaults: actionDefaults(position).close,
    done: () => "closed",
    onDone,
  });
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Close trade">
      <ActionChoiceField
        form={action.form}
        name="reason"
        label="Reason"
        choices={[
          ["manual", "Closed by hand"],
          ["stop", "Stopped out"],
          ["final_target", "Final target reached"],
        ]}
      />
      <ActionTextField
        form={action.form}
        name="price"
        label="Closed at"
        numeric
        hint="Stopped out or final target: leave empty for the stop's or the last target's price."
      />
    </TradeActionForm>
  );
}

function Note({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: noteForm,
    defaults: actionDefaults(position).note,
    done: () => "note added",
    onDone,
  });
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Add note">
      <ActionTextArea
        form={action.form}
        name="text"
        label="Commentary (shown to members)"
        placeholder="Stop to break-even; letting the rest run"
      />
    </TradeActionForm>
  );
}

function CorrectExit({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: correctExitForm,
    defaults: actionDefaults(position).correctExit,
    done: () => "exit corrected",
    onDone,
  });
  const exit = position.exitPrice === null ? "—" : formatPrice(position.exitPrice, position);
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Correct exit">
      <ActionTextField form={action.form} name="price" label="Exit price" numeric hint={`Recorded now: ${exit}.`} />
    </TradeActionForm>
  );
}

function Void({ position, onDone }: ActionProps) {
  const action = useTradeAction({
    position,
    schema: voidForm,
    defaults: actionDefaults(position).void,
    done: () => "voided",
    onDone,
  });
  return (
    <TradeActionForm action={action} position={position} confirmLabel="Void position" destructive>
      <VoidPreview position={position} />
      <ActionTextArea
        form={action.form}
        name="reason"
        label="Reason (shown to members)"
        placeholder="Published with the wrong entry"
      />
    </TradeActionForm>
  );
}

/** One button of the row: its dialog's title and description, the button's icon and words, and the form inside. */
interface ActionEntry {
  title: string;
  description: string;
  icon: LucideIcon;
  /** The button's words, where they differ from the title. */
  label?: string;
  /** Three to a row on a phone: the longest words fit only without their icon. */
  wordsOnlyOnPhone?: boolean;
  Form: (props: ActionProps) => ReactNode;
}

const TARGET_HIT: ActionEntry = {
  title: "Target hit",
  label: "TP hit",
  icon: CircleCheck,
  description: "Closes that target's share of the position; the last open target closes what is left.",
  Form: TargetHit,
};
const OPEN_ACTIONS: ActionEntry[] = [
  {
    title: "Partial close",
    icon: Scissors,
    description: "Closes a share of the position at a price; members see the result so far.",
    Form: PartialClose,
  },
  {
    title: "Move stop",
    icon: MoveVertical,
    description: "The stop stays on the losing side of the current price and the next target.",
    Form: MoveStop,
  },
  {
    title: "Close",
    icon: Square,
    description: "Closes what is still open; the result is worked out from every part closed.",
    Form: Close,
  },
];
const NOTE: ActionEntry = {
  title: "Note",
  icon: MessageSquarePlus,
  description: "New commentary: members see it on the card and in the history, with its time.",
  Form: Note,
};
const CORRECT_EXIT: ActionEntry = {
  title: "Correct exit",
  icon: PencilLine,
  wordsOnlyOnPhone: true,
  description: EXIT_CORRECTION_RULE,
  Form: CorrectExit,
};
const VOID: ActionEntry = {
  title: "Void",
  icon: Ban,
  description:
    "For a position published in error: it stays in the record, marked void with your reason, and still counts in the track record as it stands now.",
  Form: Void,
};

/**
 * docs/product.md#lifecycle: what happens to an open trade, each a button posting one event: a target hit, a partial
 * close, a stop move, the close; commentary as a note and, once closed at a price, a corrected exit; and voiding, for
 * any published position published in error.
 */
export function TradeActions({ position }: { position: Position }) {
  if (position.status === "planning" || position.outcome === "voided") return null;
  const open = position.status === "active";
  const hasOpenTarget = position.targets.some((target) => target.state === "open");
  const actions = [
    ...(open && hasOpenTarget ? [TARGET_HIT] : []),
    ...(open ? OPEN_ACTIONS : []),
    NOTE,
    ...(isExitCorrectable(position) ? [CORRECT_EXIT] : []),
    VOID,
  ];
  return (
    <div
      role="group"
      aria-label={`Actions on ${position.asset}`}
      className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap"
    >
      {actions.map(({ title, description, icon: Icon, label = title, wordsOnlyOnPhone, Form }) => (
        <TradeActionButton
          key={title}
          position={position}
          title={title}
          description={description}
          trigger={
            <>
              <Icon aria-hidden className={wordsOnlyOnPhone ? "max-sm:hidden" : undefined} />
              {label}
            </>
          }
        >
          {(close) => <Form position={position} onDone={close} />}
        </TradeActionButton>
      ))}
    </div>
  );
}
