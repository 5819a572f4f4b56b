import type { Rule } from "eslint";
export const USER_VISIBLE_ATTRIBUTES: ReadonlySet<string>;
export function isUserVisibleName(name: string): boolean;
export function isCatalogueKey(text: string): boolean;
export function needsTranslation(text: string): boolean;
export const noInlineText: Rule.RuleModule;
export const inlineTextPlugin: { rules: Record<string, Rule.RuleModule> };
