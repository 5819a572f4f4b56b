import type { Rule } from "eslint";
export const noExternalCitations: Rule.RuleModule;
export const citationsPlugin: { rules: Record<string, Rule.RuleModule> };
