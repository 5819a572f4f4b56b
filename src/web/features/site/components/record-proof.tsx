import type { TrackRecord } from "@shared/track-record";
import { useDateFormat } from "@/lib/display-time-zone";

/** How a list of record numbers reads: "#4, #7 and #9". */
const numbersText = (numbers: readonly number[]) => {
  const written = numbers.map((number) => `#${number}`);
  return written.length < 2 ? (written[0] ?? "") : `${written.slice(0, -1).join(", ")} and ${written.at(-1)}`;
};

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/**
 * Every signal ever published, by its number on the record (docs/product.md#track-record): how many, what became of
 * them, and which are not listed yet, so a visitor can see that no number is missing and find each one.
 */
export function RecordCensus({ record }: { record: TrackRecord }) {
  const { census, signals } = record;
  if (census.published === 0) return <p className="text-sm text-muted-foreground">No signal has been published yet.</p>;
  const listed = (outcome: "voided" | "cancelled") =>
    signals.filter((signal) => signal.outcome === outcome).sort((a, b) => a.recordNumber - b.recordNumber);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        <strong>{plural(census.published, "signal")}</strong> published, numbered #1 to #{census.published} with none
        missing: {census.closed} closed, {census.voided} voided, {census.cancelled} cancelled before entry, and{" "}
        {census.pending.length} not finished yet.
      </p>
      {(["voided", "cancelled"] as const).map((outcome) => {
        const ones = listed(outcome);
        if (ones.length === 0) return null;
        return (
          <p key={outcome}>
            {outcome === "voided"
              ? "Voided (each still counts as it stood then)"
              : "Cancelled before entry (never filled, not counted)"}
            :{" "}
            {ones.map((signal, index) => (
              <span key={signal.id}>
                {index > 0 && ", "}
                <a className="underline" href={`#signal-${signal.recordNumber}`}>
                  #{signal.recordNumber} {signal.asset}
                </a>
              </span>
            ))}
          </p>
        );
      })}
      {census.pending.length > 0 && (
        <p className="text-muted-foreground">
          {numbersText(census.pending)} {census.pending.length === 1 ? "is" : "are"} open, or finished within Pro&apos;s
          early access: each is listed here with all its events once it finishes and reaches every member, and its
          events are already in the chain by their hashes.
        </p>
      )}
    </div>
  );
}

/**
 * The heads published once a day and on demand (docs/decisions/0015-verifiable-track-record.md): the latest, then the
 * earlier ones folded away. Kept elsewhere, any of them proves later that the record up to it was not rewritten; an
 * outside time-stamp authority's witness proves it without anyone keeping one (docs/decisions/0029-witnessed-record-heads.md).
 */
export function PublishedHeads({ heads, witnessing }: Pick<TrackRecord, "heads" | "witnessing">) {
  const dates = useDateFormat();
  const [latest, ...earlier] = heads;
  if (!latest) return <p className="text-muted-foreground">No head has been published yet.</p>;
  return (
    <div className="flex flex-col gap-1">
      <p className="break-all">
        Published head, {dates.dateTime(latest.at)}: event {latest.sequence}, <code>{latest.hash}</code>
      </p>
      <WitnessLine head={latest} witnessing={witnessing} />
      {earlier.length > 0 && (
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer">Earlier published heads ({earlier.length})</summary>
          <ul className="mt-1 flex flex-col gap-1">
            {earlier.map((head) => (
              <li key={head.sequence} className="break-all">
                <time dateTime={head.at}>{dates.dateTime(head.at)}</time>: event {head.sequence},{" "}
                <code>{head.hash}</code>
                {head.witness && (
                  <>
                    {" "}
                    (witnessed by {head.witness.signer} at{" "}
                    <time dateTime={head.witness.at}>{dates.dateTime(head.witness.at)}</time>)
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="text-xs text-muted-foreground">
        Check the chain, its witnesses, and a head you kept:{" "}
        <code className="rounded bg-muted px-1">
          npm run verify-record -- track-record-chain.json --head &lt;event&gt;:&lt;hash&gt;
        </code>
      </p>
    </div>
  );
}

/** Who outside the provider witnessed a head, and when; or that it waits for a witness. */
function WitnessLine({ head, witnessing }: { head: TrackRecord["heads"][number]; witnessing: boolean }) {
  const dates = useDateFormat();
  if (head.witness) {
    return (
      <p className="text-sm">
        Witnessed by {head.witness.signer} at <time dateTime={head.witness.at}>{dates.dateTime(head.witness.at)}</time>,
        an independent time-stamp authority (RFC 3161).
      </p>
    );
  }
  if (!witnessing) return null;
  return (
    <p className="text-sm text-muted-foreground">
      Waiting for an independent time-stamp authority to witness this head; it is asked again every few minutes.
    </p>
  );
}
