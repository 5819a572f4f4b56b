import type { Catalogue } from "../../translate.js";

/**
 * The Terms of Service and the Privacy Policy: long texts, loaded by those two pages alone. In a language other than
 * English each says that it is a translation and that the English text prevails.
 */
export default {
  eyebrow: "Legal",
  email: "Email:",
  address: "Address: {{address}}",
  phone: "Phone: {{phone}}",
  updated: "Last updated: {{date}}",
  translation:
    "This is a translation for your convenience. If it differs from the {{english}}, the English version prevails.",
  englishVersion: "English version",
  terms: {
    title: "Terms of Service",
    description: "The terms that apply to {{appName}} memberships: plans, billing, refunds, acceptable use and risk.",
    intro:
      "These terms govern your use of {{appName}} (“we”, “us”), the website and app through which we share trading positions with members. By creating an account or buying a plan you agree to them. If you do not agree, do not use the service.",
    service: {
      heading: "1. The service",
      text: "{{appName}} publishes the trading positions of a professional trader, with entry, target, stop-loss levels, risk levels and commentary, and notifies members when positions are opened, updated or closed. Access to positions requires an active plan.",
    },
    advice: {
      heading: "2. Not investment advice",
      text: "Everything we publish is general information and education about what one trader is doing. It is not investment, financial, legal or tax advice, and it does not take your objectives, finances or needs into account. You alone decide whether to trade, what and how much. {{risk}}, including the loss of more than you deposit with some products. Past results do not guarantee future results.",
      risk: "Trading forex, commodities, crypto, indices and stocks carries a high risk of loss",
    },
    eligibility: {
      heading: "3. Eligibility and your account",
      text: "You must be at least 18 years old to use {{appName}}. Keep your password secret and tell us at once if you think someone else has used your account. An account is for one person; sharing access or republishing positions is not allowed.",
    },
    plans: {
      heading: "4. Plans and payment",
      trial_one:
        "{{price}} paid once for {{count}} day of full access. It does not renew and is never charged again; when the {{count}} day ends, access ends.",
      trial_other:
        "{{price}} paid once for {{count}} days of full access. It does not renew and is never charged again; when the {{count}} days end, access ends.",
      pro: "{{price}} per month, charged at the start of each monthly period and renewed automatically until you cancel.",
      text: "You may upgrade from {{trial}} to the {{pro}} at any time; the {{pro}} starts immediately and replaces the trial. Payments are processed by our card payment provider; we do not store your card details. Prices are in US dollars and may include taxes where required.",
    },
    cancellation: {
      heading: "5. Cancellation",
      text: "You can cancel the {{pro}} at any time from your account settings, without fees. Cancelling stops future renewals; you keep access until the end of the period you have already paid for.",
    },
    guarantee: {
      heading: "6. Money-back guarantee",
      rule_one:
        'If the service is not for you, you can have your first payment refunded in full within {{count}} day of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.',
      rule_other:
        'If the service is not for you, you can have your first payment refunded in full within {{count}} days of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.',
      text: "Write to {{email}} if something went wrong. Refunds go back to the original payment method.",
    },
    use: {
      heading: "7. Acceptable use",
      text: "Do not copy, resell or publicly redistribute the positions or commentary, attempt to access other members’ accounts or our systems without permission, or use the service in breach of any law. We may suspend or close accounts that do.",
    },
    property: {
      heading: "8. Intellectual property",
      text: "The service, its content and its design belong to {{appName}} or its licensors. Your plan gives you a personal, non-transferable right to view the content for your own use while your access lasts.",
    },
    liability: {
      heading: "9. Liability",
      text: "We provide the service with care but “as is”: positions may be delayed, changed or withdrawn, and the service may occasionally be unavailable. To the extent the law allows, we are not liable for trading losses or for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits rights you have as a consumer that cannot be limited.",
    },
    changes: {
      heading: "10. Changes to these terms",
      text: "We may update these terms. When we make a material change we will tell you by email or in the app before it takes effect; continuing to use the service after that means you accept the new terms.",
    },
    law: {
      heading: "11. Governing law",
      text: "These terms are governed by the laws of {{jurisdiction}}, and its courts have jurisdiction over any dispute, without depriving you of the protection of mandatory consumer law where you live.",
    },
    referrals: {
      heading: "12. Referrals and affiliates",
      attribution_one:
        "A sign-up within {{count}} day of the first visit through a member's referral link counts for that member: the first link followed wins, a later link does not replace it.",
      attribution_other:
        "A sign-up within {{count}} days of the first visit through a member's referral link counts for that member: the first link followed wins, a later link does not replace it.",
      text: "Every member has a referral link. {{attribution}} A referral of yourself (the same account, address or payment method) counts for nothing. Affiliates earn the commission the provider sets on payments of the members they refer; a commission waits out the money-back guarantee and is reversed if the payment is refunded or charged back. {{responsibility}}",
      responsibility:
        "Affiliates promote the service for a commission. The provider is responsible for its affiliates' promotions: an affiliate must show the disclosure the provider sets, and must not promise results or make claims the provider would not make.",
    },
    contact: {
      heading: "13. Contact",
      text: "Questions about these terms? Contact us. Our {{privacy}} explains how we handle your data.",
      privacy: "Privacy Policy",
    },
  },
  privacy: {
    title: "Privacy Policy",
    description: "What personal data {{appName}} collects, why, who it is shared with and the rights you have.",
    intro:
      "This policy explains what personal data {{appName}} (“we”, “us”) collects when you use our website and app, why we collect it, and the choices and rights you have. We collect only what we need to run the service.",
    collect: {
      heading: "1. Data we collect",
      account: "{{name}}: your first and last name, email address and a securely hashed password.",
      accountName: "Account data",
      subscription:
        "{{name}}: your plan, its status and expiry, and records of your payments and refunds. Card details are handled by our payment provider and never reach our servers.",
      subscriptionName: "Subscription data",
      usage:
        "{{name}}: which positions you view or follow, your notification settings and push subscription, and technical data such as your browser, device and IP address, kept in server logs.",
      usageName: "Usage data",
    },
    use: {
      heading: "2. How we use it",
      text: "To create and secure your account, provide access under your plan, send the notifications you ask for, process payments and refunds, answer support requests, prevent abuse, and understand in aggregate how the service is used so we can improve it. We do not sell your personal data and we do not use it for third-party advertising.",
    },
    bases: {
      heading: "3. Legal bases",
      text: "We process your data to perform our contract with you (your account and plan), to meet legal obligations (for example tax records of payments), and for our legitimate interests in keeping the service secure and working well. Where we rely on consent, such as for push notifications, you can withdraw it at any time.",
    },
    cookies: {
      heading: "4. Cookies and local storage",
      text: "We use one essential cookie to keep you signed in, and your browser’s local storage for preferences such as a dismissed install prompt. We do not use advertising or cross-site tracking cookies.",
    },
    sharing: {
      heading: "5. Who we share it with",
      text: "Service providers who process data for us under contract: our payment provider, our hosting and email providers, and the push services of your browser’s vendor, which deliver notifications to your device. We disclose data to authorities only when the law requires it.",
    },
    retention: {
      heading: "6. How long we keep it",
      text: "Account data is kept while your account exists. Payment records are kept as long as tax and accounting law requires. Server logs are kept for a limited period for security. When you delete your account, we delete or anonymise your personal data unless we must keep it by law.",
    },
    security: {
      heading: "7. Security",
      text: "Passwords are stored only as strong one-way hashes, connections are encrypted, and access to personal data is limited to the people who need it to run the service.",
    },
    rights: {
      heading: "8. Your rights",
      text_one:
        "Depending on where you live, you may have the right to access, correct, delete or export your data, to object to or restrict its processing, and to complain to a data protection authority. Email {{email}} and we will answer within {{count}} day.",
      text_other:
        "Depending on where you live, you may have the right to access, correct, delete or export your data, to object to or restrict its processing, and to complain to a data protection authority. Email {{email}} and we will answer within {{count}} days.",
    },
    children: {
      heading: "9. Children",
      text: "{{appName}} is not intended for anyone under 18 years of age. We do not knowingly collect data from people under 18; if you believe someone under 18 has created an account, contact us and we will delete it.",
    },
    transfers: {
      heading: "10. International transfers",
      text: "Our providers may process data outside your country. When they do, we make sure appropriate safeguards, such as standard contractual clauses, are in place. This policy is governed by the laws of {{jurisdiction}}.",
    },
    changes: {
      heading: "11. Changes",
      text: "We will post any change to this policy here with a new date, and tell you by email or in the app when a change is significant. See also our {{terms}}.",
      terms: "Terms of Service",
    },
    contact: { heading: "12. Contact" },
  },
} satisfies Catalogue;
