import { Clock, Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { FreeFeed, FreeFeedEntry } from "@shared/free-feed-api";
import { PAGE_PATHS } from "@shared/pages";
import { sayTradeEvent } from "@shared/trade-event-words";
import { DirectionBadge, RiskBadge, StatusBadge } from "@/components/trading/position-badges";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { userFacingMessage } from "@/lib/api-client";
import { Link } from "@/lib/app-navigation";
import { ASSET_CLASS_WORDS, voidedCountWords } from "@/features/site/lib/record-words";
import { cn } from "@/lib/cn";
import { EnsureQueryClient } from "@/lib/ensure-query-client";
import { useFreeFeed } from "@/lib/free-feed-api";
import { useNamespaces, useT, type TranslateFunction } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { useFormat } from "@/lib/use-format";

/** The command that checks the events against the record's export. */
const VERIFY_COMMAND = "npm run verify-record";

const tone = (value: number | null) => (value === null || value === 0 ? "" : value > 0 ? "text-gain" : "text-loss");

/** The feed's delay in words, from its rule (the answer's mode and hours) in the page's language. */
const delayWords = (t: TranslateFunction, { mode, hours }: Pick<FreeFeed, "mode" | "hours">) =>
  t(mode === "closed" ? "details:feed.afterClose" : "details:feed.afterPublication", { count: hours });

/** The way to live signals: every visitor of the feed is offered it, above the signals and below them. */
function SubscribeCall({ delay }: { delay: string | null }) {
  const { t } = useT();
  return (
    <Card className="flex flex-col items-start gap-3 border-gain/50 p-5 md:flex-row md:items-center md:justify-between">
      <div className="flex gap-3">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-gain" />
        <div className="flex flex-col gap-1">
          {delay && <p className="font-semibold">{delay}.</p>}
          <p className="text-sm text-muted-foreground">{t("details:feed.membersGet")}</p>
        </div>
      </div>
      <Button asChild size="lg" className="w-full md:w-auto">
        <Link to={PAGE_PATHS.plans}>{t("details:feed.subscribe")}</Link>
      </Button>
    </Card>
  );
}

/** A level's row: what it is, then its price. */
function Level({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-1 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One signal as members saw it: the levels, the targets with their shares, the commentary, the result and the events,
 * every number as the page's language writes it.
 */
export function FeedCard({ entry }: { entry: FreeFeedEntry }) {
  const { t, language } = useT();
  const format = useFormat();
  const price = (value: number | null) => format.price(value, entry);
  const headingId = `free-signal-${entry.recordNumber}`;
  const entryWords =
    entry.entryZoneLow !== null && entry.entryZoneHigh !== null
      ? `${price(entry.entryZoneLow)} – ${price(entry.entryZoneHigh)}`
      : price(entry.entryPrice);
  const stopMoved = entry.stopLoss !== entry.initialStopLoss && entry.initialStopLoss !== null;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-3 p-4 md:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="truncate text-base font-bold tracking-tight md:text-lg">
            <span className="text-muted-foreground tabular-nums">#{entry.recordNumber}</span> {entry.asset}
          </h3>
          <p className="text-xs text-muted-foreground">
            {richText(
              t,
              "details:feed.published",
              { at: <time dateTime={entry.publishedAt}>{format.dateTime(entry.publishedAt)}</time> },
              { assetClass: t(ASSET_CLASS_WORDS[entry.assetClass]) },
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          <DirectionBadge direction={entry.direction} />
          <StatusBadge status={entry.status} outcome={entry.outcome} />
        </div>
      </div>
      <RiskBadge riskLevel={entry.riskLevel} />
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm tabular-nums">
        {entry.status === "closed" ? (
          <>
            <span className="text-muted-foreground">{t("details:feed.result")}</span>
            <bdi className={cn("text-lg font-bold", tone(entry.percent))}>{format.pnl(entry.percent)}</bdi>
            <bdi className={tone(entry.r)}>{format.r(entry.r)}</bdi>
            {entry.exitPrice !== null && (
              <span className="text-muted-foreground">
                {t(entry.outcome === "voided" ? "details:signals.countedAt" : "details:signals.exit")}{" "}
                <bdi>{price(entry.exitPrice)}</bdi>
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">{t("details:feed.openWhenShown")}</span>
        )}
      </p>
      {entry.outcome === "voided" && entry.percent !== null && (
        <p className="text-xs text-muted-foreground">{voidedCountWords(t, language, entry, entry)}</p>
      )}
      <dl className="text-sm">
        <Level label={t("details:feed.entry")}>
          <bdi>{entryWords}</bdi>
        </Level>
        <Level label={t("details:feed.stop")}>
          {stopMoved ? (
            <>
              <s className="me-1 text-muted-foreground">{price(entry.initialStopLoss)}</s>
              {price(entry.stopLoss)}
            </>
          ) : (
            price(entry.stopLoss)
          )}
        </Level>
        {entry.targets.map((target) => (
          <Level
            key={target.number}
            label={t("details:feed.target", { number: target.number, share: format.rate(target.share) })}
          >
            {price(target.price)}
            {target.hit && <span className="ms-1 text-xs text-gain">{t("details:feed.hit")}</span>}
          </Level>
        ))}
      </dl>
      {entry.commentary && <p className="text-sm whitespace-pre-line text-muted-foreground">{entry.commentary}</p>}
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium">
          {t("details:feed.events", { number: entry.events.length })}
        </summary>
        <ol className="flex flex-col gap-1 border-s ps-3 text-sm">
          {entry.events.map((event) => (
            <li key={event.seq}>
              <time className="me-2 text-xs text-muted-foreground tabular-nums" dateTime={event.at}>
                {format.dateTime(event.at)}
              </time>
              {sayTradeEvent(t, language, event.words)}
              <span className="block text-xs break-all text-muted-foreground">
                {richText(
                  t,
                  "details:feed.recordEvent",
                  { hash: <code>{event.hash.slice(0, 16)}</code> },
                  { sequence: event.sequence },
                )}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}

function Pages({ feed, onPage }: { feed: FreeFeed; onPage: (page: number) => void }) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(feed.total / feed.pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={t("details:feed.pages")} className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={feed.page <= 1} onClick={() => onPage(feed.page - 1)}>
        {t("details:feed.newer")}
      </Button>
      <span className="text-sm text-muted-foreground">{t("details:feed.page", { page: feed.page, pages })}</span>
      <Button variant="outline" disabled={feed.page >= pages} onClick={() => onPage(feed.page + 1)}>
        {t("details:feed.older")}
      </Button>
    </nav>
  );
}

/** The feed itself, read page by page: its code and the query library it brings load once the page is interactive. */
// The cards' text (and their badges') loads with the feed, not with the page.
const FEED_TEXT = ["details", "positions"] as const;

export function FreeFeedContent() {
  useNamespaces(FEED_TEXT);
  return (
    <EnsureQueryClient>
      <FreeFeedPages />
    </EnsureQueryClient>
  );
}

function FreeFeedPages() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const feed = useFreeFeed({ page });
  if (feed.isPending) return <Skeleton className="h-64" />;
  if (feed.isError) {
    return (
      <Alert>
        <AlertDescription>{userFacingMessage(feed.error, t("details:loadFailed.feed"))}</AlertDescription>
      </Alert>
    );
  }
  return (
    <>
      <SubscribeCall delay={delayWords(t, feed.data)} />
      {feed.data.entries.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden className="size-4" />
          {t("details:feed.noneYet")}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {feed.data.entries.map((entry) => (
            <FeedCard key={entry.id} entry={entry} />
          ))}
        </div>
      )}
      <Pages feed={feed.data} onPage={setPage} />
      <p className="text-sm text-muted-foreground">
        {richText(t, "details:feed.check", {
          trackRecord: (
            <Link className="font-medium text-gain underline" to={PAGE_PATHS.trackRecord}>
              {t("details:feed.trackRecord")}
            </Link>
          ),
          command: <code className="rounded bg-muted px-1">{VERIFY_COMMAND}</code>,
        })}
      </p>
      {feed.data.entries.length > 0 && <SubscribeCall delay={null} />}
    </>
  );
}
