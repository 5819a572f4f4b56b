import type { Catalogue } from "../../translate.js";

/** Pushes, Telegram messages to members and room posts (server only: src/server/features/delivery/notify-texts.ts). */
export default {
  heldSummary: {
    title_one: "{{count}} update while you were away",
    title_other: "{{count}} updates while you were away",
  },
  signal: {
    long: "LONG",
    short: "SHORT",
    opened: "New signal: {{asset}} {{direction}} at {{price}}",
    onRecord: "{{line}} · record #{{number}}",
    headline: "{{asset}} {{direction}}",
    entry: "Entry: {{price}}",
    target: "TP{{number}}: {{price}}",
    stop: "Stop: {{price}}",
    risk: "Risk: {{level}}",
    riskLevel: { low: "low", moderate: "moderate", high: "high" },
  },
  status: {
    line: "Status: {{parts}}",
    planning: "Planned",
    active: "Open",
    closed: "Closed",
    targetsHit: "{{hits}} of {{total}} targets hit",
    closedShare: "{{share}} closed",
    result: "result {{result}}",
    cancelled: "cancelled",
    voided: "voided",
  },
  member: {
    open: "Open in {{appName}}",
  },
  room: {
    details: "Details",
    accessEnded: {
      room: "Your access to the {{appName}} room has ended: {{reason}}.",
      proRoom: "Your access to the {{appName}} Pro room has ended: {{reason}}.",
      server: "Your access to the {{appName}} server has ended: {{reason}}.",
      renew: "Renew here:",
      reason: {
        unlinked: "your account was deleted or unlinked from {{platform}}",
        inactive: "your subscription is no longer active",
        expired: "your subscription expired on {{date}}",
        ended: "your access ended",
        notPro: "your plan no longer includes Pro",
      },
    },
    welcome: {
      room: "Welcome to the {{appName}} room. Your personal invite (one use, valid for an hour):",
      proRoom: "Welcome to the {{appName}} Pro room. Your personal invite (one use, valid for an hour):",
      server: "Welcome to the {{appName}} server. You have the {{role}} role, which follows your plan.",
    },
    recordHead: {
      title: "Track record head published",
      body: "At {{time}} the record's chain ended at event {{sequence}}, whose hash is:",
      keep: "Keep this message: anyone can check the record against it.",
      action: "Open the track record",
    },
  },
} satisfies Catalogue;
