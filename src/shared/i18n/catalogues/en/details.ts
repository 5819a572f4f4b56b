import type { Catalogue } from "../../translate.js";

/**
 * What the track record and the free signals draw once their data has arrived: the record's figures, tables and
 * proof, and the free feed's cards. Loaded then, not with the pages. The events' own lines are the feed's stored
 * words, quoted as they are.
 */
export default {
  outcome: {
    finalTarget: "Target",
    stop: "Stopped",
    manual: "Closed",
    cancelled: "Cancelled",
    voided: "Voided",
  },
  direction: {
    long: "LONG",
    short: "SHORT",
  },
  assetClass: {
    forex: "Forex",
    commodities: "Commodities",
    crypto: "Crypto",
    indices: "Indices",
    stocks: "Stocks",
  },
  figures: {
    trades: "Trades",
    winRate: "Win rate",
    expectancy: "Expectancy",
    expectancyNote_one: "over {{count}} trade with a stop",
    expectancyNote_other: "over {{count}} trades with a stop",
    profitFactor: "Profit factor",
    maxDrawdown: "Max drawdown",
    averageWin: "Average win",
    averageLoss: "Average loss",
    total: "Total",
    openNow: "Open now",
    noneOpen: "no signal is open",
    allPriced_one: "{{count}} open signal, at the latest price",
    allPriced_other: "{{count}} open signals, at the latest price",
    somePriced_one: "{{priced}} of {{count}} open signal priced so far",
    somePriced_other: "{{priced}} of {{count}} open signals priced so far",
    openRisk: "Open risk now",
    noStop: "No stop on one",
    openRiskNote: "if every open stop is hit from here",
    drawdownWithOpen: "Max drawdown with open",
    drawdownWithOpenNote: "closed results, then the open ones now",
  },
  howCounted:
    "How a result counts: each part of a trade counts for the share closed there. A trade half closed at its first target ({{target}}) and half at its entry ({{entry}}) counts {{counted}}, never as a full win. The open figures mark each open signal at the latest price; drawdown is the largest fall of the running total from a peak, open signals included.",
  curve: {
    title: "Equity curve (cumulative %)",
    label_one:
      "Equity curve: {{count}} trade from {{from}} to {{to}}, from {{start}} to {{last}}, between {{low}} and {{high}}",
    label_other:
      "Equity curve: {{count}} trades from {{from}} to {{to}}, from {{start}} to {{last}}, between {{low}} and {{high}}",
    trades_one: "{{count}} trade, by close",
    trades_other: "{{count}} trades, by close",
  },
  tables: {
    monthly: "Monthly returns",
    month: "Month (UTC)",
    trades: "Trades",
    result: "Result",
    byClass: "By asset class",
    class: "Class",
    winRate: "Win rate",
    expectancy: "Expectancy (R)",
  },
  signals: {
    published: "Every signal published",
    closed: "Closed signals",
    noneFinished: "No signal has finished yet.",
    exit: "Exit",
    countedAt: "Counted at",
  },
  census: {
    nonePublished: "No signal has been published yet.",
    total_one: "{{count}} signal",
    total_other: "{{count}} signals",
    summary:
      "{{total}} published, numbered #1 to #{{last}} with none missing: {{closed}} closed, {{voided}} voided, {{cancelled}} cancelled before entry, and {{pending}} not finished yet.",
    voided: "Voided (each still counts as it stood then):",
    cancelled: "Cancelled before entry (never filled, not counted):",
    pendingOne:
      "{{numbers}} is open, or finished within Pro's early access: each is listed here with all its events once it finishes and reaches every member, and its events are already in the chain by their hashes.",
    pendingSeveral:
      "{{numbers}} are open, or finished within Pro's early access: each is listed here with all its events once it finishes and reaches every member, and its events are already in the chain by their hashes.",
  },
  verify: {
    title: "Verify it yourself",
    text: "Every event ever stored is linked to the one before it by a SHA-256 hash, open signals included (by their hashes alone until they finish). Download the chain and check it with {{command}}.",
    headNow: "Head now: event {{sequence}}, {{hash}}",
    download: "Download the chain",
    noHead: "No head has been published yet.",
    latestHead: "Published head, {{at}}: event {{sequence}}, {{hash}}",
    earlierHeads: "Earlier published heads ({{number}})",
    earlierHead: "{{at}}: event {{sequence}}, {{hash}}",
    earlierWitness: "(witnessed by {{signer}} at {{at}})",
    checkHead: "Check the chain, its witnesses, and a head you kept: {{command}}",
    witnessed: "Witnessed by {{signer}} at {{at}}, an independent time-stamp authority (RFC 3161).",
    waiting:
      "Waiting for an independent time-stamp authority to witness this head; it is asked again every few minutes.",
  },
  feed: {
    afterClose_one: "Signals appear here {{count}} hour after they close",
    afterClose_other: "Signals appear here {{count}} hours after they close",
    afterPublication_one:
      "Signals appear here {{count}} hour after they are published, as they stood then; what happens next appears {{count}} hour later too",
    afterPublication_other:
      "Signals appear here {{count}} hours after they are published, as they stood then; what happens next appears {{count}} hours later too",
    membersGet:
      "Members get every signal the moment it is published, with each stop move, target and close as it happens.",
    subscribe: "Subscribe for live signals",
    published: "{{assetClass}} · published {{at}}",
    result: "Result",
    openWhenShown: "Open when this was shown; what happened next follows with the delay.",
    entry: "Entry",
    stop: "Stop",
    target: "TP{{number}} ({{share}})",
    hit: "hit",
    events: "Events ({{number}})",
    recordEvent: "Record event {{sequence}} · {{hash}}",
    pages: "Pages of free signals",
    newer: "Newer",
    older: "Older",
    page: "Page {{page}} of {{pages}}",
    noneYet: "No signal has passed its delay yet.",
    check:
      "Each event shows its place in the record's hash chain. Check them with the {{trackRecord}}'s export and {{command}}.",
    trackRecord: "track record",
  },
  loadFailed: {
    record: "The track record could not be loaded. Try again in a moment.",
    feed: "The free signals could not be loaded. Try again in a moment.",
  },
} satisfies Catalogue;
