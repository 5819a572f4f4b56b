import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { citationsPlugin } from "./eslint-rules/no-external-citations.js";

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
      "scripts/**",
      "e2e/**",
      "bench/**",
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
  {
    // The citation rule's own tests quote the citations it refuses.
    files: ["test/lint/**"],
    rules: { "citations/no-external-citations": "off" },
  },
);
