import type { Catalogue } from "../../translate.js";

/**
 * The public pages' own text beyond the hero: the landing page's lower sections, About, and the risk warning's
 * preset wording. Loaded with the public pages' catalogues, not the frame's.
 */
export default {
  landing: {
    howItWorks: {
      eyebrow: "How it works",
      title: "See every trade the moment it happens",
      description:
        "No delayed newsletters or vague calls: the same positions the trader takes, in a format you can act on.",
      realTime: {
        title: "Real-time position sharing",
        text: "Each trade is published as it is placed: instrument, direction, entry, target, stop loss and risk level, with the reasoning behind it.",
      },
      notifications: {
        title: "Instant notifications",
        text: "A push alert reaches your phone or desktop the moment a position opens, changes or closes, even with the app closed.",
      },
      tracking: {
        title: "Performance tracking",
        text: "Closed positions stay on record with their result, so you can judge the track record for yourself.",
      },
    },
    example: {
      label: "Example position: {{symbol}} long",
      kind: "Example position",
      long: "Long",
      risk: "Moderate risk",
      entry: "Entry",
      target: "Target",
      stopLoss: "Stop loss",
      commentary:
        "Buying the pullback into support after the breakout. Stop below the prior swing low; half off at target.",
      caption: "Example for illustration only. Not a live signal and not investment advice.",
    },
    markets: {
      eyebrow: "Markets covered",
      title: "One membership, every major market",
      description: "Positions are published wherever the opportunity is, across five asset classes.",
      examplesOf: "{{market}} examples",
      forex: { name: "Forex", text: "Major and minor currency pairs." },
      commodities: {
        name: "Commodities",
        text: "Metals and energy.",
        gold: "Gold",
        silver: "Silver",
        oil: "Crude oil",
      },
      crypto: { name: "Crypto", text: "The most liquid digital assets." },
      indices: { name: "Indices", text: "Leading equity benchmarks." },
      stocks: { name: "Stocks", text: "Large, liquid listed companies." },
    },
    testimonials: {
      rated: "Rated {{stars}} out of {{max}}",
      eyebrow: "Testimonials",
      title: "What members say",
      description:
        "Illustrative examples of what members value, not quotes from real members or results they achieved.",
      illustrative: "Illustrative example",
      daniel: {
        quote:
          "I work full time, so I can't watch charts all day. The alerts tell me exactly what was opened and why, and I decide from there.",
        role: "Part-time forex trader",
      },
      aisha: {
        quote: "The stop loss and risk level come with every position. That alone changed how I size my own trades.",
        role: "Member, trading commodities and indices",
      },
      tom: {
        quote:
          "Seeing the closed trades with their results, losses included, is what convinced me to stay after the trial.",
        role: "Pro member",
      },
    },
    pricing: {
      eyebrow: "Pricing",
      title: "Simple plans, no surprises",
      description:
        "Start with one month of full access for a single payment, or go Pro for everything, month to month.",
      trialPeriod_one: "one time · {{count}} day",
      trialPeriod_other: "one time · {{count}} days",
      perMonth: "per month",
      upgrade: "Upgrade to Pro",
      guarantee_one: "{{count}}-day money-back guarantee on your first payment.",
      guarantee_other: "{{count}}-day money-back guarantee on your first payment.",
      compare: "Compare plans",
      record_one: "{{count}} closed signal, {{winRate}} won.",
      record_other: "{{count}} closed signals, {{winRate}} won.",
      seeRecord: "See the full, verifiable track record",
      seeFree: "See past signals for free",
    },
    faq: {
      eyebrow: "FAQ",
      title: "Frequently asked questions",
      membership: {
        question: "What do I get as a member?",
        answer:
          "Every position the trader opens, as it is opened: the instrument, direction, entry, target, stop loss, risk level and a short commentary. You also see updates as positions are managed and the result when they close.",
      },
      speed: {
        question: "How quickly are positions shared?",
        answer:
          "Pro members see a new position the moment it is published; on other plans it arrives once Pro's early access has passed (the plans say how long, when it is on). It appears on your dashboard live, and a push notification goes to every device where you have turned alerts on.",
      },
      markets: {
        question: "Which markets do you cover?",
        answer:
          "Forex, commodities, crypto, indices and stocks: major currency pairs such as EUR/USD, gold and oil, Bitcoin and Ethereum, benchmarks such as the S&P 500 and the DAX, and large listed companies.",
      },
      trial: {
        question: "How does the {{price}} Trial Access work?",
        answer_one:
          "You pay {{price}} once and get full access for {{count}} day. There is no automatic billing: when it is over, access simply ends unless you choose a plan.",
        answer_other:
          "You pay {{price}} once and get full access for {{count}} days. There is no automatic billing: when they are over, access simply ends unless you choose a plan.",
      },
      upgrade: {
        question: "Can I upgrade from the trial to Pro?",
        answer:
          "Yes, at any time. The Pro Plan ({{price}} per month) starts as soon as you upgrade and replaces the trial.",
      },
      cancel: {
        question: "How do I cancel the Pro Plan?",
        answer:
          "From your account settings, at any time and without fees. Your subscription then stops renewing and you keep access until the end of the month you have paid for.",
      },
      guarantee: {
        question: "Is there a money-back guarantee?",
        answer_one:
          'Yes. If the service is not for you, you can have your first payment refunded in full within {{count}} day of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.',
        answer_other:
          'Yes. If the service is not for you, you can have your first payment refunded in full within {{count}} days of your first payment, as long as it is your only payment: press "Refund my first payment" under Money-back guarantee in your account settings and confirm with your password. Your access ends at once and nothing more is charged. The guarantee can be used once per member; for any later payment, write to support.',
      },
      advice: {
        question: "Is this investment advice?",
        answer:
          "No. Positions show what the trader is doing and why, for information and education. They are not personal recommendations; you decide what to trade and how much to risk, and trading can lose money.",
      },
    },
  },
  about: {
    title: "About",
    description: "Who is behind {{appName}}, what we do and how we share live trading positions with members.",
    eyebrow: "About {{appName}}",
    heading: "Trading in the open",
    lead: "We share a professional trader's live positions with members, as they happen, with the reasoning and risk spelled out.",
    story: {
      title: "Our story",
      first:
        "{{appName}} started from a simple frustration: most trading “signals” arrive late, come without a stop loss, and quietly disappear when they go wrong. Our head trader had been sharing positions with a small group of friends by message for years, and they kept asking for the same things: the exact levels, the reason for the trade, and an honest record of how it turned out.",
      second:
        "So we built the service we wanted to use. Every position is published the moment it is taken, every update and close is recorded, and members get an alert on their phone instead of checking a chat all day.",
    },
    whatWeDo: "What we do",
    values: {
      transparency: {
        title: "Full transparency",
        text: "Every position is published with its entry, target, stop loss and reasoning, and stays on record after it closes, losses included.",
      },
      delivery: {
        title: "Real-time delivery",
        text: "Positions reach Pro members the moment they are taken, and Trial members after the short delay the plans page states, on the dashboard and as a push alert, not hours later in a newsletter.",
      },
      risk: {
        title: "Risk first",
        text: "No position goes out without a stop loss and a risk level, so you always know what is at stake before you act.",
      },
      education: {
        title: "Education built in",
        text: "Short commentary explains the setup behind each trade, so you learn the reasoning instead of copying blindly.",
      },
      phone: {
        title: "Made for your phone",
        text: "Install the app on your home screen and follow the markets from anywhere, with alerts that arrive even when it is closed.",
      },
      results: {
        title: "Accountable results",
        text: "Closed positions keep their result and their history, so the track record is something you can check, not take on trust.",
      },
    },
    team: {
      title: "The team",
      marcus: {
        role: "Head Trader",
        bio: "Trades forex, indices and commodities and publishes every position you see, with the reasoning behind it.",
      },
      elena: {
        role: "Research & Risk",
        bio: "Reviews each setup before it goes out and sets the risk level and stop placement that come with it.",
      },
      sam: {
        role: "Member Support",
        bio: "Answers members' questions about the service, their plan and their account, usually within a business day.",
      },
    },
    philosophy: {
      title: "Our philosophy",
      text: "Good trading is mostly about managing risk, not predicting the future. We would rather miss a move than take a position without a clear invalidation level, and we would rather show a losing trade than hide it. Members should understand every position well enough to decide for themselves whether it suits them.",
    },
    disclaimer: {
      title: "Not investment advice",
      text: "{{appName}} shares the positions of one trader for information and education. Nothing on this site is investment advice or a recommendation suited to your circumstances. Trading carries a high risk of loss; only trade with money you can afford to lose, and consider independent financial advice.",
    },
  },
  riskWarning: {
    hypothetical: {
      title: "Hypothetical results",
      text: "Hypothetical or simulated performance results have certain limitations. Unlike an actual performance record, simulated results do not represent actual trading. Since the trades have not been executed, the results may have under- or over-compensated for the impact, if any, of certain market factors, such as lack of liquidity, slippage and fees. They are also worked out with the benefit of hindsight. No representation is being made that any account will or is likely to achieve profits or losses similar to those shown.",
    },
    uk: {
      long: "Trading CFDs, forex and crypto is high risk and you could lose all of your money. Leverage makes losses bigger and faster, so only trade with money you can afford to lose. Our signals are general information, not personal advice: they do not take your circumstances into account. Past performance is not a reliable indicator of future results.",
      short:
        "High risk: you could lose all of your money. Past performance is not a reliable indicator of future results.",
    },
    eu: {
      long: "CFDs, forex and crypto-assets are complex instruments and come with a high risk of losing money rapidly due to leverage. You should consider whether you understand how they work and whether you can afford to take the high risk of losing your money. Crypto-assets are largely unregulated and you may lose all of the money you put in. Signals are general information that does not consider your circumstances. Past performance is not a reliable indicator of future results.",
      short:
        "High risk of losing money rapidly due to leverage. Past performance is not a reliable indicator of future results.",
    },
    us: {
      long: "Trading futures, forex and crypto-assets involves substantial risk of loss and is not suitable for every investor. You could lose all of your money, and with leverage more than your initial deposit; only risk capital should be used for trading. Signals are general information and education, not individualized investment advice. Past performance is not necessarily indicative of future results.",
      short:
        "Trading involves substantial risk of loss. Past performance is not necessarily indicative of future results.",
    },
  },
} satisfies Catalogue;
