import type { TrackRecord } from "@shared/track-record";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

/** How a list of record numbers reads in the page's language: "#4, #7 and #9". */
const numbersText = (numbers: readonly number[], language: string) =>
  new Intl.ListFormat(language, { type: "conjunction" }).format(numbers.map((number) => `#${number}`));

const VERIFY_COMMAND = "npm run verify-record -- track-record-chain.json --head <event>:<hash>";

/**
 * Every signal ever published, by its number on the record (docs/product.md#track-record): how many, what became of
 * them, and which are not listed yet, so a visitor can see that no number is missing and find each one.
 */
export function RecordCensus({ record }: { record: TrackRecord }) {
  const { t, language } = useT();
  const { census, signals } = record;
  if (census.published === 0) {
    return <p className="text-sm text-muted-foreground">{t("details:census.nonePublished")}</p>;
  }
  const listed = (outcome: "voided" | "cancelled") =>
    signals.filter((signal) => signal.outcome === outcome).sort((a, b) => a.recordNumber - b.recordNumber);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {richText(
          t,
          "details:census.summary",
          { total: <strong>{t("details:census.total", { count: census.published })}</strong> },
          {
            last: census.published,
            closed: census.closed,
            voided: census.voided,
            cancelled: census.cancelled,
            pending: census.pending.length,
          },
        )}
      </p>
      {(["voided", "cancelled"] as const).map((outcome) => {
        const ones = listed(outcome);
        if (ones.length === 0) return null;
        return (
          <p key={outcome}>
            {t(outcome === "voided" ? "details:census.voided" : "details:census.cancelled")}{" "}
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
          {t(census.pending.length === 1 ? "details:census.pendingOne" : "details:census.pendingSeveral", {
            numbers: numbersText(census.pending, language),
          })}
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
  const { t } = useT();
  const dates = useDateFormat();
  const [latest, ...earlier] = heads;
  if (!latest) return <p className="text-muted-foreground">{t("details:verify.noHead")}</p>;
  return (
    <div className="flex flex-col gap-1">
      <p className="break-all">
        {richText(
          t,
          "details:verify.latestHead",
          { hash: <code>{latest.hash}</code> },
          { at: dates.dateTime(latest.at), sequence: latest.sequence },
        )}
      </p>
      <WitnessLine head={latest} witnessing={witnessing} />
      {earlier.length > 0 && (
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer">{t("details:verify.earlierHeads", { number: earlier.length })}</summary>
          <ul className="mt-1 flex flex-col gap-1">
            {earlier.map((head) => (
              <li key={head.sequence} className="break-all">
                {richText(
                  t,
                  "details:verify.earlierHead",
                  { at: <time dateTime={head.at}>{dates.dateTime(head.at)}</time>, hash: <code>{head.hash}</code> },
                  { sequence: head.sequence },
                )}
                {head.witness && (
                  <>
                    {" "}
                    {richText(
                      t,
                      "details:verify.earlierWitness",
                      { at: <time dateTime={head.witness.at}>{dates.dateTime(head.witness.at)}</time> },
                      { signer: head.witness.signer },
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className="text-xs text-muted-foreground">
        {richText(t, "details:verify.checkHead", {
          command: <code className="rounded bg-muted px-1">{VERIFY_COMMAND}</code>,
        })}
      </p>
    </div>
  );
}

/** Who outside the provider witnessed a head, and when; or that it waits for a witness. */
function WitnessLine({ head, witnessing }: { head: TrackRecord["heads"][number]; witnessing: boolean }) {
  const { t } = useT();
  const dates = useDateFormat();
  if (head.witness) {
    return (
      <p className="text-sm">
        {richText(
          t,
          "details:verify.witnessed",
          { at: <time dateTime={head.witness.at}>{dates.dateTime(head.witness.at)}</time> },
          { signer: head.witness.signer },
        )}
      </p>
    );
  }
  if (!witnessing) return null;
  return <p className="text-sm text-muted-foreground">{t("details:verify.waiting")}</p>;
}
