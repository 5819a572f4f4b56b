// @ts-check
/**
 * `npm run mutate`: mutation testing of the rules both sides share (docs/architecture.md#tests). Stryker changes each
 * rule a little at a time and runs the shared rules' own tests; a mutant that survives is a behaviour no test pins.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.shared-rules.config.ts", related: false },
  mutate: [
    "src/shared/access.ts",
    "src/shared/plan-features.ts",
    "src/shared/position-math.ts",
    "src/shared/trade-results.ts",
    "src/shared/trade-state.ts",
    "src/shared/position-changes.ts",
    "src/shared/performance.ts",
    "src/shared/market-hours.ts",
    "src/shared/price-symbols.ts",
    "src/shared/quiet-hours.ts",
    "src/shared/track-record.ts",
    "src/shared/early-access.ts",
    "src/shared/release-notice.ts",
    "src/shared/plan-choice.ts",
    "src/shared/support.ts",
    "src/shared/position-size.ts",
    "src/shared/weekly-summary.ts",
    "src/shared/analytics.ts",
    "src/shared/portfolio.ts",
    "src/shared/insights.ts",
    "src/shared/insight-text.ts",
    "src/shared/close-order.ts",
    "src/shared/void-marks.ts",
    "src/shared/format.ts",
    "src/shared/price-range.ts",
    "src/shared/price-input.ts",
    "src/shared/visible-text.ts",
    "src/shared/admin-log.ts",
    "src/shared/admin-member.ts",
    "src/shared/record-chain.ts",
  ],
  checkers: [],
  coverageAnalysis: "perTest",
  concurrency: 2,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  tempDirName: ".stryker-tmp",
  thresholds: { high: 95, low: 90, break: null },
};
