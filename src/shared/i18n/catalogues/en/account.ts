import type { Catalogue } from "../../translate.js";

/**
 * A member's own settings and tools: the account page (plan, payments, language, notification preferences, email,
 * password, devices, data, deleting the account).
 */
export default {
  page: {
    title: "Account Settings",
    signIn: "Sign in",
    signInFor: "Sign in to manage your account.",
    meta: "Your plan, its expiry, payment history and billing, notifications, your email, password, devices and data.",
  },
  language: {
    title: "Language",
    description: "The language the app, its menus and its messages use. It follows you to every device you sign in on.",
  },
  plan: {
    title: "Subscription",
    plan: "Plan",
    status: "Status",
    trial: "Trial Access",
    pro: "Pro Plan",
    standard: "Standard (granted by an administrator)",
    none: "No plan",
    noExpiry: "No expiry",
    accessEnds: "Access ends",
    renewsOn: "Renews on",
    expires: "Expires",
    inactive: "Inactive",
    expired: "Expired",
    endsAtPeriodEnd: "Ends at period end",
    active: "Active",
    paymentFailed:
      "Your last renewal payment failed. You keep access until the paid period ends; update your card to continue.",
    choose: "Choose a plan",
    upgrade: "Upgrade to Pro",
    manageBilling: "Manage billing",
    cancelled: "Your Pro Plan is cancelled and will not renew. You keep access until {{date}}.",
  },
  cancelPro: {
    trigger: "Cancel Pro",
    title: "Cancel Pro Plan?",
    description: "Your subscription will not renew. You keep full access until {{date}}; nothing more is charged.",
    descriptionNoDate:
      "Your subscription will not renew. You keep full access until the end of the paid period; nothing more is charged.",
    keep: "Keep Pro",
    confirm: "Cancel subscription",
  },
  payments: {
    title: "Payment history",
    none: "No payments yet.",
    loading: "Loading payments",
  },
  moneyBack: {
    title: "Money-back guarantee",
    description_one:
      "Not what you expected? Within {{count}} day of your first payment you can have it back in full, until {{date}}. Your access ends at once and nothing more is charged. Once per member.",
    description_other:
      "Not what you expected? Within {{count}} days of your first payment you can have it back in full, until {{date}}. Your access ends at once and nothing more is charged. Once per member.",
    used: "You used the money-back guarantee: {{amount}} was refunded and your access ended.",
    trigger: "Refund my first payment ({{amount}})…",
    dialogTitle: "Refund {{amount}} and end your access?",
    dialogDescription:
      "Your plan ends now, with no further charges, and you leave the community rooms. The guarantee can be used once; confirm with your password.",
    keep: "Keep my plan",
    confirm: "Refund {{amount}}",
    refunded: "{{amount}} refunded. Your access has ended.",
    failed: "Could not refund your payment",
  },
  prefs: {
    title: "Notifications",
    description: "What reaches you by push and by email. Your notification feed in the app always shows everything.",
    descriptionWithTelegram:
      "What reaches you by push, by email and on Telegram. Your notification feed in the app always shows everything.",
    loadFailed: "Your notification preferences could not be loaded.",
    saved: "Notification preferences saved",
    saveFailed: "Failed to save notification preferences",
    telegramUnlinked:
      "Telegram messages need your Telegram account linked: link it in the Telegram room section below. Until then nothing is sent there.",
    whatAbout: "What about",
    whichMarkets: "Which markets",
    kinds: {
      newSignal: "New signals",
      newSignalDetail: "A position is published",
      updates: "Targets and stops",
      updatesDetail: "A target is hit, a stop or target moves, a position is corrected",
      close: "Closes",
      closeDetail: "A position is closed (also at its stop), partly closed or cancelled",
      insight: "Insights",
      insightDetail: "The analyst's notes on a position",
      account: "Account and billing",
      accountDetail: "Sign-ins, payments and your address: always sent",
    },
    markets: {
      forex: "Forex",
      commodities: "Commodities",
      crypto: "Crypto",
      indices: "Indices",
      stocks: "Stocks",
    },
    channels: {
      push: "Push",
      email: "Email",
      telegram: "Telegram",
    },
    cell: "{{channel}}: {{name}}",
    alwaysSent: "{{channel}}: {{name}} (always sent)",
    quiet: "Quiet hours",
    quietDescription:
      "Only closes, stop hits included, come through by push, email or Telegram; the rest arrives as one summary when they end.",
    from: "From",
    until: "Until",
    zone: "Time zone",
    zoneHint: "Quiet hours and every date in the app follow it. This browser is on {{zone}}.",
    heads: "Track record heads by email",
    headsDescription:
      "The record's fingerprint each time one is published. Keep these emails: with them anyone can check later that no published trade was edited.",
    weekly: "Weekly summary by email",
    weeklyDescription:
      "Every Monday morning: last week's signals and results, and your own portfolio's. It is always in the app under Weekly summaries.",
    save: "Save preferences",
  },
  delivery: {
    title: "We can't deliver email to you",
    bounce: "Messages to it bounced: {{email}}.",
    complaint: "A message to it was reported as spam: {{email}}.",
    rejected: "Its mail server refuses our messages: {{email}}.",
    explain:
      "Until it is fixed we send it nothing but sign-in and security messages, so receipts, reminders and signals do not reach you. Change the address below, or fix the mailbox and confirm it with a new link.",
    send: "Send a confirmation link",
  },
  email: {
    title: "Email address",
    verified: "Verified",
    notVerified: "Not verified",
    pending_one:
      "Waiting for confirmation: {{email}}. Follow the link we sent to that address within {{count}} hour to start using it.",
    pending_other:
      "Waiting for confirmation: {{email}}. Follow the link we sent to that address within {{count}} hours to start using it.",
    new: "New email",
    change: "Change email",
    failed: "Could not change the email",
  },
  password: {
    title: "Change password",
    description: "Changing it signs you out on every other device.",
    current: "Current password",
    new: "New password",
    yours: "Your password",
    change: "Change password",
    failed: "Could not change the password",
  },
  devices: {
    title: "Signed-in devices",
    description: "A device you do not recognise? Sign it out, then change your password.",
    loadFailed: "Could not load your devices.",
    unknown: "Unknown browser",
    current: "This device",
    lastUsed: "last used {{date}}",
    signOut: "Sign out",
    signOutNamed: "Sign out {{device}}, last used {{date}}",
    signOutOthers: "Sign out everywhere else",
  },
  export: {
    download: "Download my data",
    description:
      "A copy of what we hold about you: profile, access, payments, followed positions, devices and notifications, as a JSON file. It stays available for 24 hours.",
    ready: "Ready {{date}}. Available until {{until}}.",
    csv: "Payments as CSV",
    loadFailed: "Could not load your data exports.",
    preparing: "Preparing… This takes a few seconds; you can leave this page.",
    prepare: "Prepare my data",
    prepareNew: "Prepare a new copy",
  },
  delete: {
    title: "Delete my account",
    description:
      "Deleting your account cancels any running subscription at once, signs you out everywhere and removes your data. Payment records are kept for accounting, without your name or email. This cannot be undone.",
    trigger: "Delete my account…",
    dialogTitle: "Delete your account?",
    dialogDescription:
      "Your subscription ends now with nothing more charged, and your profile, follows, devices and notifications are removed. Download your data first if you want a copy.",
    keep: "Keep my account",
    failed: "Could not delete your account",
    done: "Your account has been deleted.",
    adminsCannot:
      "Administrators cannot delete their own account. Another administrator can remove it once it is a member's.",
  },
} satisfies Catalogue;
