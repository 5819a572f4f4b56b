/** One line per operation of the API reference, keyed "METHOD /url" as the route table lists it. */
export interface RouteDoc {
  tag: string;
  summary: string;
}

const group = (tag: string, summaries: Record<string, string>): [string, RouteDoc][] =>
  Object.entries(summaries).map(([route, summary]) => [route, { tag, summary }]);

/**
 * The summaries live here rather than in each route's options so the reference reads as one list; openapi.test.ts
 * fails when a route of the app has no line. A chat platform's room routes are the exception: they are written in
 * the platform's own folder (rooms/room-routes.ts), so a new platform does not touch this list.
 */
export const ROUTE_DOCS = new Map<string, RouteDoc>([
  ...group("auth", {
    "POST /api/auth/register": "Create a member account and sign in",
    "POST /api/auth/login":
      "Sign in with email, password and, where the account has two-step sign-in, the app's code (sets the session cookie)",
    "POST /api/auth/logout": "Sign out and end this session",
    "GET /api/auth/me": "The signed-in user",
    "POST /api/auth/forgot-password": "Email a password-reset link if the account exists",
    "POST /api/auth/reset-password": "Set a new password with a reset token",
    "POST /api/auth/change-password": "Change the signed-in user's password",
    "POST /api/auth/second-factor/enrolment": "An administrator's first sign-in: the authenticator app's new key",
    "GET /api/auth/second-factor": "Whether two-step sign-in is on, and the recovery codes left",
    "POST /api/auth/second-factor/setup": "A new authenticator key, pending until its first code",
    "POST /api/auth/second-factor/confirm":
      "Turn two-step sign-in on with the app's first code (answers recovery codes)",
    "POST /api/auth/second-factor/disable": "Turn two-step sign-in off with a code (members only)",
    "POST /api/auth/step-up": "Confirm it is you with a code before a sensitive change",
    "POST /api/auth/passkeys/sign-in/options": "A challenge for signing in with a passkey",
    "POST /api/auth/passkeys/sign-in": "Sign in with a passkey (or, signed in, confirm it is you)",
    "POST /api/auth/passkeys/enrolment/options": "An administrator's first sign-in: options to create a passkey",
    "POST /api/auth/passkeys/enrolment": "An administrator's first sign-in: register the passkey and sign in",
    "GET /api/auth/passkeys": "Your passkeys",
    "POST /api/auth/passkeys/options": "Options to create a new passkey on this device",
    "POST /api/auth/passkeys": "Register a new passkey",
    "DELETE /api/auth/passkeys/:id": "Remove one of your passkeys",
    "GET /api/auth/sessions": "The devices where the signed-in user is signed in",
    "DELETE /api/auth/sessions/:id": "Sign one of the user's other devices out",
    "POST /api/auth/sessions/sign-out-others": "Sign out every device but this one",
    "POST /api/auth/verify-email": "Follow an emailed link: verify the address, or confirm a new one",
    "POST /api/auth/verify-email/resend": "Email the signed-in user a new link to verify their address",
    "GET /api/auth/email-change": "The new address an email change waits to confirm",
    "POST /api/auth/email-change": "Ask to change the email (current password): the new address is sent a link",
  }),
  ...group("account", {
    "PATCH /api/account": "Store the member's language on the account, for every device they sign in on",
    "GET /api/account/notification-preferences":
      "The account's notification preferences (channels, kinds, asset classes), quiet hours and time zone; the defaults until saved",
    "PUT /api/account/notification-preferences":
      "Replace the account's notification preferences, quiet hours and time zone",
    "GET /api/account/data-exports": "The member's data exports still offered (newest first)",
    "POST /api/account/data-exports":
      "Ask for a copy of one's data: prepared in the background (202), or the one pending or ready within the hour",
    "GET /api/account/data-exports/:id": "Download a ready data export as a JSON file",
    "GET /api/account/data-exports/:id/payments.csv": "Download a ready data export's payments as CSV",
    "POST /api/account/guarantee-refund":
      "The money-back guarantee: refund the first payment within its window, with the password (once per member)",
    "GET /api/account/api-tokens": "The member's API tokens (names and last use; never the tokens)",
    "POST /api/account/api-tokens": "Make a read-only API token (Pro): the token is answered this once",
    "DELETE /api/account/api-tokens/:id": "Revoke an API token: it answers 401 from then on",
    "GET /api/account/webhooks": "The member's webhook endpoints (never their secrets)",
    "POST /api/account/webhooks":
      "Register an https:// endpoint on a public address for chosen trade events (Pro): its signing secret is answered this once",
    "DELETE /api/account/webhooks/:id": "Delete a webhook endpoint and its delivery log",
    "POST /api/account/webhooks/:id/rotate-secret":
      "A new signing secret (answered this once); the old one also signs for 24 hours",
    "POST /api/account/webhooks/:id/enable": "Turn a switched-off webhook endpoint on again",
    "POST /api/account/webhooks/:id/test": "Queue a signed test event to the endpoint (202)",
    "GET /api/account/webhooks/:id/deliveries": "The endpoint's newest deliveries: status, last answer, attempts",
    "POST /api/account/webhooks/:id/deliveries/:messageId/resend":
      "Send a delivery again, with its webhook-id unchanged",
    "POST /api/account/delete":
      "Delete one's own account with the password (and a code with two-step sign-in); members only",
  }),
  ...group("payments", {
    "GET /api/promotion-codes/:code":
      "A promotion code as the plans page applies it: its discount and plans, or why not",
    "POST /api/stripe/create-checkout-session": "Start a checkout for a plan",
    "POST /api/stripe/portal": "Open the billing portal",
    "POST /api/stripe/webhook": "Stripe's signed event notifications",
    "GET /api/payments": "The signed-in user's payments and billing state",
    "POST /api/payments/subscription/cancel": "Cancel the running Pro subscription at period end",
    "POST /api/payments/subscription/resume": "Take back a Pro cancellation before the period ends",
    "GET /api/payments/local/sessions/:id": "A local test checkout session",
    "POST /api/payments/local/sessions/:id/complete": "Pay a local test checkout session",
    "POST /api/payments/local/sessions/:id/cancel": "Abandon a local test checkout session",
  }),
  ...group("referrals", {
    "GET /r/:code":
      "A member's referral link: records the visit (first touch, 30 days, in a first-party cookie) and shows the invitation",
    "GET /api/referrals/landing/:code":
      "The invitation a referral link shows: whose it is, until when it counts, and the link to carry it to another device",
    "GET /api/referrals/me":
      "The member's referral link and figures: clicks, sign-ups, paying members, commissions and the next payout",
    "GET /api/admin/referrals": "The referral program, every affiliate's figures and the commissions ledger",
    "GET /api/admin/referrals/program": "The referral program's rules",
    "PUT /api/admin/referrals/program": "Set the commission, who earns it, the payout minimum and the disclosure",
    "POST /api/admin/referrals/affiliates": "Make a member an affiliate by their email address",
    "DELETE /api/admin/referrals/affiliates/:userId": "Stop a member being an affiliate (earned commissions stay)",
    "POST /api/admin/referrals/affiliates/:userId/payouts":
      "Mark what an affiliate has earned and not been paid as paid (idempotent by key)",
    "GET /api/admin/referrals/payouts.csv": "Per affiliate, what is earned and unpaid, with its period, as CSV",
  }),
  ...group("email", {
    "POST /api/email/unsubscribe":
      "Turn off the email topic an unsubscribe link names, without signing in (RFC 8058 one-click; the token is in the query)",
    "GET /api/email/unsubscribe": "Open an unsubscribe link: redirects to the page that asks first",
    "GET /api/email/subscription":
      "The topic and (partly hidden) address an unsubscribe link stands for, and whether it is on",
    "POST /api/email/resubscribe": "Turn the topic an unsubscribe link names back on",
    "POST /api/email/bounces":
      "The mail provider reports a bounce or complaint ({type, email}; Bearer MAIL_WEBHOOK_SECRET): the address gets account messages only",
    "GET /api/email/delivery": "Whether mail to the signed-in user's address has stopped, and why",
    "GET /api/admin/mail": "The newest messages of the outbox (development mail viewer; test deployments only)",
    "GET /api/admin/mail/:id": "One outbox message rendered: subject, headers, HTML and text (test deployments only)",
  }),
  ...group("positions", {
    "GET /api/positions": "List positions (drafts only for admins)",
    "GET /api/positions/follows": "Ids of the positions the user follows",
    "GET /api/positions/untracked": "Ids of the open positions the price feed never prices (admins)",
    "GET /api/positions/next-release":
      "When the next position published for Pro members reaches a member without early access (null: none waits)",
    "GET /api/positions/performance": "The performance record of closed positions",
    "POST /api/positions": "Create a position",
    "PUT /api/positions/:id": "Update a position",
    "DELETE /api/positions/:id": "Delete a draft (a published position is voided, never deleted)",
    "GET /api/positions/:id/history": "A position's typed events, oldest first, in their notifications' words",
    "POST /api/positions/:id/events": "Report a trade event: a target hit, a partial close, a stop move, a close, …",
    "PUT /api/positions/:id/follow": "Follow a position",
    "DELETE /api/positions/:id/follow": "Stop following a position",
    "POST /api/positions/:id/views": "Record that a member opened a position",
    "GET /api/public/early-access":
      "How many minutes before Trial members Pro members see a new entry; 0: none (public)",
  }),
  ...group("track record", {
    "GET /api/public/track-record": "Every finished signal with its events, and the figures (public, no sign-in)",
    "GET /api/public/track-record/export":
      "The whole hash chain of stored events and the heads published, to verify with npm run verify-record",
    "GET /api/public/track-record/badge.svg": "The record's headline figures as an SVG image for other sites",
    "GET /track-record/widget": "The record's headline figures as a small page any site may put in an iframe",
    "POST /api/admin/track-record/heads": "Publish the chain's head now (none when it has not grown since the last)",
  }),
  ...group("free feed", {
    "GET /api/public/free-signals":
      "The free delayed feed: signals as members saw them, hours late, with their chain links; 404 while off (public)",
  }),
  ...group("admin", {
    "GET /api/admin/promotion-codes": "The promotion codes, with their uses",
    "POST /api/admin/promotion-codes": "Create a promotion code, and its coupon and code at Stripe",
    "POST /api/admin/promotion-codes/:id/deactivate": "Switch a promotion code off, at Stripe first",
    "GET /api/admin/promotion-codes/:id/redemptions": "Who used a promotion code, when, and what they paid",
    "GET /api/admin/users": "Search, filter by status or paying, and page through users",
    "PATCH /api/admin/users/:id/subscription": "Change a user's subscription",
    "PUT /api/admin/users/:id": "Change a user's subscription (full update)",
    "DELETE /api/admin/users/:id": "Delete a member and their data",
    "GET /api/admin/users/:id/overview": "One member's plan, payments, sessions, rooms and support",
    "POST /api/admin/users/:id/grant": "Add days to a member's access",
    "POST /api/admin/users/:id/refunds": "Refund part or all of a member's charge",
    "POST /api/admin/users/:id/cancel": "Cancel a member's Pro subscription, at the period end or now",
    "DELETE /api/admin/users/:id/sessions/:sessionId": "Sign a member out on one device",
    "GET /api/admin/log": "The admin log: admin actions, who, when, from where and what changed, newest first",
    "GET /api/admin/log.csv": "The admin log's search as CSV (asks for the second factor again; recorded itself)",
    "GET /api/admin/automation/sources": "Alert sources (TradingView webhooks), newest first",
    "POST /api/admin/automation/sources":
      "Create an alert source: answers its webhook path with the secret, shown this once",
    "PUT /api/admin/automation/sources/:id": "Change an alert source's name, publishing, default asset class, max age",
    "POST /api/admin/automation/sources/:id/rotate": "Replace a source's secret: the old address stops at once",
    "POST /api/admin/automation/sources/:id/revoke": "Revoke an alert source: its address answers 404",
    "POST /api/admin/automation/sources/:id/test":
      "Check a sample alert as the source's webhook would (answers tested, or the refusal); nothing is published",
    "GET /api/admin/automation/alerts": "The alert log, newest first (outcome=draft: the alerts awaiting approval)",
    "POST /api/admin/automation/alerts/:id/approve": "Publish a drafted alert through the admin's own position calls",
    "POST /api/admin/automation/alerts/:id/dismiss": "Set a drafted alert aside: nothing is published",
    "GET /api/admin/automation/keys": "Provider API keys: name, scopes, last used, revoked",
    "POST /api/admin/automation/keys":
      "Create a provider API key (asks for the second factor again): its secret is answered this once",
    "POST /api/admin/automation/keys/:id/revoke": "Revoke a provider API key: the next call with it is refused",
    "POST /api/alerts/:secret":
      "Receive a TradingView alert (the secret in the path is the credential; body at most 8 KB): published 201, " +
      "draft 202, duplicate 200",
    "GET /api/admin/stats": "Business statistics measured from stored facts",
    "GET /api/admin/settings": "The stored settings",
    "PATCH /api/admin/settings": "Change settings",
    "GET /api/admin/exports/users.csv": "Users as CSV",
    "GET /api/admin/exports/trades.csv": "Positions as CSV",
    "GET /api/admin/exports/analytics.csv": "Engagement analytics as CSV",
    "GET /api/admin/exports/payments.csv":
      "Payments (charges and refunds) as CSV for the accountant, between optional from and to days (UTC, included)",
  }),
  ...group("notifications", {
    "GET /api/notifications": "The member's notification feed (newest first)",
    "POST /api/notifications/:id/read": "Mark one notification read",
    "POST /api/notifications/read-all": "Mark every notification read",
    "DELETE /api/notifications": "Clear the feed",
    "GET /api/notifications/vapid-public-key": "The Web Push public key to subscribe with",
    "POST /api/notifications/subscribe": "Register this device for Web Push",
    "POST /api/notifications/unsubscribe": "Remove this device from Web Push",
    "POST /api/notifications/test-push": "Send a test push (admins)",
  }),
  ...group("analytics", {
    "GET /api/analytics":
      "Pro's advanced analytics: R, expectancy, months, drawdown, streaks, holding times and splits (Pro and admins; ?timeZone= for the months)",
  }),
  ...group("support", {
    "GET /api/support": "The member's conversation with support (opening it marks the answers read)",
    "POST /api/support/messages": "Write to support (20 messages in ten minutes at most)",
    "GET /api/admin/support": "Every conversation: waiting ones first, Pro before the rest, then the answered ones",
    "GET /api/admin/support/:memberId": "One member's conversation, with their priority",
    "POST /api/admin/support/:memberId/messages": "Answer a member (they are emailed)",
  }),
  ...group("weekly summaries", {
    "GET /api/weekly-summaries":
      "A Pro member's Monday summaries of last weeks' signals and their own trades, newest first",
  }),
  ...group("portfolio", {
    "GET /api/portfolio": "Pro: the member's taken trades with their money results, totals, equity curve and updates",
    "POST /api/portfolio/trades": "Pro: mark an open signal as taken, with the member's entry and size",
    "PUT /api/portfolio/trades/:id": "Pro: change the member's entry, size, account, risk or following of the signal",
    "POST /api/portfolio/trades/:id/close": "Pro: close all or part of the member's trade at their own price",
  }),
  ...group("insights", {
    "GET /api/insights": "Market insights, newest first (?limit); the text and chart for Pro members and admins only",
    "GET /api/insights/:id": "One insight; its text only for Pro members and admins",
    "GET /api/insights/:id/image": "An insight's chart image (Pro members and admins; 403 for other plans)",
    "POST /api/admin/insights": "Publish an insight (Pro members are notified live and by push)",
    "PUT /api/admin/insights/:id": "Edit an insight; image null removes the chart, left out keeps it",
    "DELETE /api/admin/insights/:id": "Delete an insight and its chart",
  }),
  ...group("operations", {
    "GET /healthz": "The process answers",
    "GET /readyz": "Ready to serve: database reachable, not shutting down",
    "GET /metrics": "Prometheus metrics (Bearer METRICS_TOKEN; 404 when off)",
    "GET /api/openapi.json": "This OpenAPI document",
    "GET /manifest.webmanifest": "The PWA web app manifest",
  }),
]);

/**
 * Pages and files of the web client, and the WebSocket, whose messages OpenAPI cannot describe
 * (docs/api/notifications.md does).
 */
export const UNDOCUMENTED_ROUTES = new Set(["GET /", "GET /index.html", "GET /*", "GET /ws/notifications"]);
