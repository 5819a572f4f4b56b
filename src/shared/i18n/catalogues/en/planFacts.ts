import type { Catalogue } from "../../translate.js";

/** The plans compared, and the questions about them: loaded once the plans page is interactive. */
export default {
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
} satisfies Catalogue;
