import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import { citationsPlugin } from "./eslint-rules/no-external-citations.js";
import { inlineTextPlugin } from "./eslint-rules/no-inline-text.js";
import { findCycle, serverFeaturesPlugin } from "./eslint-rules/server-feature-graph.js";

/**
 * Which web features a feature may import (docs/architecture.md). The graph stays one-way: a feature not listed
 * here may import none. Features never import app/ (which composes them); components/ and lib/ import no feature.
 */
const FEATURE_DEPENDENCIES = {
  auth: ["push-device"],
  subscriptions: ["auth"],
  notifications: ["auth", "insights", "portfolio", "positions", "pwa", "push-device"],
  account: ["api-access", "auth", "notifications", "referrals", "subscriptions"],
  referrals: [],
  "api-access": [],
  email: ["auth"],
  // The admin app, split along the product's lines: admin is the frame and what every area shares (query keys,
  // the overview's figures); each area imports only it (and the member-side feature it administers); admin-panel
  // composes the areas into the admin page's tabs.
  admin: ["auth"],
  "admin-positions": ["admin", "admin-settings", "positions"],
  "admin-members": ["admin"],
  "admin-support": ["admin", "support"],
  "admin-insights": ["admin", "insights"],
  "admin-settings": ["admin"],
  "admin-integrations": ["admin"],
  "admin-promotions": ["admin"],
  "admin-referrals": ["admin", "referrals"],
  "admin-automation": ["admin"],
  "admin-panel": [
    "admin",
    "admin-automation",
    "admin-insights",
    "admin-integrations",
    "admin-members",
    "admin-positions",
    "admin-promotions",
    "admin-referrals",
    "admin-settings",
    "admin-support",
    "auth",
    "positions",
  ],
  dashboard: ["auth", "insights", "notifications", "positions", "subscriptions", "summaries"],
  support: ["auth"],
  summaries: ["auth", "account"],
  analytics: ["auth", "dashboard", "positions"],
  portfolio: ["auth"],
  insights: ["auth"],
};
/**
 * The web code that stays English (docs/decisions/0037-languages.md): the admin's screens. Everything else is
 * translated, the screens and the code around them (a mutation's failure toast, a prompt, a connection's reason): a
 * user-visible string written inline there is an error (eslint-rules/no-inline-text.js).
 */
const ENGLISH_FOLDERS = ["src/web/features/admin*/**"];

const FEATURES = readdirSync(new URL("./src/web/features/", import.meta.url));
const NO_APP = { group: ["@/app/*", "**/app/*"], message: "app/ composes the features; features do not import it" };
const featureBoundaries = FEATURES.map((feature) => {
  const allowed = FEATURE_DEPENDENCIES[feature] ?? [];
  const forbidden = FEATURES.filter((other) => other !== feature && !allowed.includes(other));
  return {
    files: [`src/web/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_APP,
            ...forbidden.map((other) => ({
              group: [`@/features/${other}/*`],
              message: `${feature} may not import ${other}: move what both need to components/ or lib/, or declare the dependency in eslint.config.js`,
            })),
          ],
        },
      ],
    },
  };
});

/**
 * Which server features a feature may import (docs/architecture.md, docs/decisions/0027-server-feature-graph.md),
 * and only through their services and other modules: never their repositories (`*.repo.ts`). The graph stays
 * one-way (checked below); a feature not listed imports none. app.ts and the files beside it compose the features
 * and may import any; a feature's tests arrange data through any feature.
 */
const SERVER_FEATURE_DEPENDENCIES = {
  users: [],
  delivery: [],
  settings: [],
  events: [],
  metrics: [],
  "admin-log": [],
  mail: ["delivery", "settings", "users"],
  auth: ["mail", "users"],
  "notification-preferences": ["mail"],
  positions: ["admin-log", "events", "settings"],
  prices: ["events", "positions"],
  rooms: ["delivery", "events", "positions", "settings"],
  push: ["delivery", "settings"],
  portfolio: ["events", "notification-preferences", "positions", "push", "settings", "users"],
  insights: ["events", "notification-preferences", "notifications", "users"],
  notifications: [
    "api-tokens",
    "auth",
    "delivery",
    "events",
    "metrics",
    "notification-preferences",
    "positions",
    "prices",
  ],
  referrals: ["settings", "users"],
  payments: ["mail", "referrals", "users"],
  "support-desk": ["mail", "users"],
  "track-record": ["mail", "positions", "rooms", "settings", "users"],
  analytics: ["track-record"],
  "free-feed": ["positions", "settings"],
  "api-tokens": ["users"],
  webhooks: ["api-tokens", "delivery", "mail", "users"],
  "weekly-summaries": ["mail", "portfolio", "track-record", "users"],
  account: [
    "auth",
    "notification-preferences",
    "notifications",
    "payments",
    "portfolio",
    "push",
    "rooms",
    "support-desk",
    "users",
    "weekly-summaries",
  ],
  admin: ["account", "auth", "mail", "payments", "positions", "rooms", "settings", "support-desk", "users"],
  automation: ["positions"],
};
const serverCycle = findCycle(SERVER_FEATURE_DEPENDENCIES);
if (serverCycle) throw new Error(`SERVER_FEATURE_DEPENDENCIES has a cycle: ${serverCycle.join(" -> ")}`);

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "test-results", "playwright-report", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { citations: citationsPlugin },
    rules: {
      "citations/no-external-citations": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through config.ts",
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The server answers 404 for a page address it does not know, so every route takes its path from the one list.
    files: ["src/web/app/router.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Property[key.name='path'] > Literal[value!='*']",
          message: "Add the page to PAGE_PATHS in src/shared/pages.ts and use it here",
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through config.ts",
        },
      ],
    },
  },
  {
    // The config modules and the tooling around the app are where the environment is read.
    files: [
      "src/server/config.ts",
      "test/support/test-env.ts",
      // A process the queue's tests spawn, set up by the environment they give it.
      "test/support/job-queue-instance.ts",
      // Preloaded into a server the start-up test spawns, told where to write by its environment.
      "test/fixtures/record-packages.mjs",
      "scripts/**",
      "e2e/**",
      "bench/**",
      // Programs for members to run on their own machines, set up by their environment.
      "examples/**",
      "*.config.ts",
      "vite.config.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Services hold the rules and repositories the SQL: neither knows HTTP. They throw AppError
    // (src/server/lib/app-error.ts), which plugins/errors.ts answers; docs/architecture.md.
    files: ["src/server/**/*.service.ts", "src/server/**/*.repo.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["fastify", "fastify-*", "@fastify/*"], message: "Services and repositories know no HTTP" },
            { group: ["**/plugins/*"], message: "Services and repositories know no HTTP" },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ["src/server/features/**/*.ts"],
    ignores: ["src/server/features/**/*.test.ts"],
    plugins: { "server-features": serverFeaturesPlugin },
    rules: {
      "server-features/feature-graph": [
        "error",
        {
          root: "src/server/features",
          dependencies: SERVER_FEATURE_DEPENDENCIES,
        },
      ],
    },
  },
  {
    files: ["src/web/components/**", "src/web/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [NO_APP, { group: ["@/features/*"], message: "Shared pieces import no feature" }] },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", ...ENGLISH_FOLDERS],
    plugins: { "inline-text": inlineTextPlugin },
    rules: { "inline-text/no-inline-text": "error" },
  },
  {
    // The citation rule's own tests quote the citations it refuses.
    files: ["test/lint/**"],
    rules: { "citations/no-external-citations": "off" },
  },
);
