import type { Rule } from "eslint";
export const serverFeatureGraph: Rule.RuleModule;
export function findCycle(dependencies: Record<string, readonly string[]>): string[] | null;
export const serverFeaturesPlugin: { rules: Record<string, Rule.RuleModule> };
