import { defineConfig } from "vitest/config";
export default defineConfig({
  test: {
    include: [
      "src/shared/price-range.test.ts",
      "src/shared/visible-text.test.ts",
      "src/shared/void-marks.test.ts",
      "src/shared/admin-log.test.ts",
      "src/shared/admin-member.test.ts",
    ],
    environment: "node",
    pool: "threads",
  },
});
