import { defineConfig } from "vitest/config";

/** The shared rules' own tests, pure and fast: what `npm run mutate` runs against each mutant. */
export default defineConfig({
  test: {
    include: ["src/shared/**/*.test.ts"],
    environment: "node",
    pool: "forks",
  },
});
