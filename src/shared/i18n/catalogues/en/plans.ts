import type { Catalogue } from "../../translate.js";

/**
 * The plans: their names, badges, features and notes as every screen shows them (the plans page, the landing page's
 * pricing, the member's own plan) and the plans page itself. Loaded by the pages that show a plan.
 */
export default {
  meta: {
    title: "Plans",
    description_one:
      "Choose {{trial}} ({{trialPrice}} once, {{count}} day) or {{pro}} ({{proPrice}} a month, cancel anytime) for live trading signals.",
    description_other:
      "Choose {{trial}} ({{trialPrice}} once, {{count}} days) or {{pro}} ({{proPrice}} a month, cancel anytime) for live trading signals.",
  },
  names: {
    trial: "Trial Access",
    pro: "Pro Plan",
  },
  trial: {
    badge: "Perfect for beginners",
    note: "One-time payment, no recurring charges. Upgrade anytime.",
    features: {
      fullAccess: "Full access to all trading signals",
      commentary: "Expert market commentary",
      updates: "Live updates on every position you receive",
      mobile: "Mobile-optimized interface",
      risk: "Risk management insights",
    },
  },
  pro: {
    badge: "Most popular",
    note: "Recurring billing. Cancel anytime via account settings.",
    features: {
      everythingInTrial: "Everything in Trial",
      support: "Priority customer support, answered first on the Support page",
      analytics: "Advanced analytics dashboard on the Analytics page",
      portfolio: "Portfolio performance tracking of the trades you take, on the Portfolio page",
      personal: "Personal updates on your trades, in your own numbers",
      insights: "Exclusive market insights on your dashboard and the Market Insights page",
      summaries: "Weekly performance summaries every Monday, in the app and by email",
      api: "API tokens and signed webhooks for your own tools, on the Account page",
      cancelAnytime: "Cancel anytime",
    },
  },
  earlyAccess: {
    promise_one: "Entries {{count}} minute before Trial members",
    promise_other: "Entries {{count}} minutes before Trial members",
    delay_one: "New entries {{count}} minute after Pro members",
    delay_other: "New entries {{count}} minutes after Pro members",
    feature: "New entries",
    trial_one: "{{count}} min after Pro",
    trial_other: "{{count}} min after Pro",
    pro: "As published",
  },
  notes: {
    trialUsed: "{{trial}} is once per member, and you have had yours: {{pro}} is the way to keep receiving signals.",
    accessLasts: "Not needed while your access lasts.",
    proOnFile: "Not offered while your {{pro}} is still on file: buying it again would charge you twice.",
    nothingToBuy: "Nothing to buy: your access is already covered.",
    cancelledUntil: "Cancelled: your access lasts until {{date}}.",
    trialForfeit: {
      lastDay: "Your {{trial}} ends when {{pro}} starts; its last day is not refunded.",
      daysLeft_one: "Your {{trial}} ends when {{pro}} starts; the {{count}} day left is not refunded.",
      daysLeft_other: "Your {{trial}} ends when {{pro}} starts; the {{count}} days left are not refunded.",
    },
  },
  page: {
    backToDashboard: "Back to Dashboard",
    backToHome: "Back to Home",
    yourPlan: "Your plan",
    choose: "Choose your plan",
    lead: "Live positions with entry, target, stop loss and commentary, and every update as it happens.",
    ended: "Your {{plan}} ended on {{date}}",
    buyAgain: "Buy it again below to keep receiving signals.",
    proIsTheWay: "{{pro}} is the way to keep receiving signals.",
  },
  card: {
    ribbon: "Most Popular",
    current: "Your plan",
    currentNote: "This is your current plan.",
    oneTime: "one time",
    perMonth: "per month",
    firstMonth: "first month, then {{price}} per month",
    forMonths_one: "a month for {{count}} month, then {{price}} per month",
    forMonths_other: "a month for {{count}} months, then {{price}} per month",
    listPrice: "List price {{price}}",
    processing: "Processing...",
    get: "Get {{plan}} - {{price}}",
  },
  compare: {
    title: "Compare plans",
    feature: "Feature",
    included: "Included",
    notIncluded: "Not included",
    signals: "Trading signals",
    commentary: "Market commentary",
    mobile: "Mobile access",
    support: "Priority support",
    analytics: "Advanced analytics",
    portfolio: "Portfolio tracking",
    insights: "Market insights",
    summaries: "Weekly summaries",
  },
  faq: {
    title: "Frequently asked questions",
    trialLength: {
      question: "How long does {{trial}} last?",
      answer_one:
        "{{count}} day from your payment. It is a single payment with no automatic billing: afterwards access simply ends unless you choose {{pro}}.",
      answer_other:
        "{{count}} days from your payment. It is a single payment with no automatic billing: afterwards access simply ends unless you choose {{pro}}.",
    },
    payment: {
      question: "How do I pay?",
      answer:
        "With any major credit or debit card, through our card payment provider's secure checkout. Your card details never touch our servers.",
    },
    guarantee: {
      question: "Is there a money-back guarantee?",
      answer_one:
        'Yes. If the service is not for you, you can have your first payment refunded in full within {{count}} day of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.',
      answer_other:
        'Yes. If the service is not for you, you can have your first payment refunded in full within {{count}} days of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.',
    },
    cancel: {
      question: "Can I cancel {{pro}}?",
      answer:
        "Anytime, from your account settings or the customer portal, with no fees. You keep access until the end of the month you paid for.",
    },
    upgrade: {
      question: "Can I upgrade from {{trial}}?",
      answer:
        "Yes, at any time. {{pro}} starts at once and replaces your trial; the trial's days left are not refunded.",
    },
  },
  login: {
    title: "Login Required",
    text: "Sign in or create an account to choose a plan.",
    login: "Login",
    register: "Create Account",
  },
  promotion: {
    applied: "Code {{code}} applied: {{name}}",
    included: "{{description}}. The prices below include it.",
    refused: "Code {{code}} cannot be used",
  },
  checkout: {
    signInRequired: "Please log in to subscribe to a plan.",
    failed: "There was an error processing your request. Please try again.",
  },
  current: {
    onFile: "Your access has ended, but your {{pro}} is still on file",
    onFileText:
      "Buying it again would charge you twice, so it is not offered here. Write to us and we will sort it out.",
    contactSupport: "Contact support",
    on: "You're on {{plan}}",
    openEnded: "Your access does not expire",
    monthly: "{{price}} a month. To cancel or change it, go to account settings.",
    once: "{{price}} once. To cancel or change it, go to account settings.",
    openEndedText: "An administrator gave your account open-ended access, so there is nothing to buy.",
    accountSettings: "Account settings",
    cancelled: "Your {{pro}} is cancelled",
    cancelledText:
      "You keep full access until {{date}}. It will not renew, and nothing more is charged. Changed your mind? Resume it before then and it renews as before.",
    resume: "Resume {{pro}}",
  },
} satisfies Catalogue;
