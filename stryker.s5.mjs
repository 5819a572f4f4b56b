import base from "./stryker.config.mjs";
export default { ...base, vitest: { configFile: "vitest.s5.config.ts", related: false }, concurrency: 1, htmlReporter: { fileName: "reports/mutation/s5.html" }, mutate: ["src/shared/price-range.ts","src/shared/visible-text.ts","src/shared/void-marks.ts","src/shared/admin-log.ts","src/shared/admin-member.ts"] };
