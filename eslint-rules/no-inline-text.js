/**
 * ESLint rule: a translated screen writes no user-visible text inline (docs/decisions/0037-languages.md). Text reaches
 * the screen through `t("namespace:key")`, so every language has it; this reports what would stay English:
 * - JSX text with a letter in it (`<p>Open positions</p>`, `{"Open"}` as a child);
 * - a string literal with a letter in a user-visible attribute (`title`, `aria-label`, `placeholder`, `alt`, `label`,
 *   `description`…), also inside a condition (`title={open ? "Close" : "Open"}`);
 * - a string literal with a letter given to a toast (`toast("Saved")`, `toast.error("Failed", { description })`).
 * Allowed: whitespace, punctuation, digits and symbols ("—", "%", "·", "×"), the product's name, SignalDesk, and a URL.
 */

/** The attributes whose value a member reads or hears. */
export const USER_VISIBLE_ATTRIBUTES = new Set([
  "title",
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "aria-roledescription",
  "placeholder",
  "alt",
  "label",
  "description",
  "heading",
  "message",
  "emptyText",
  "confirmLabel",
  "cancelLabel",
  "actionLabel",
]);

/** Words that stay as they are in every language: the product's name, and an address shown as an example. */
const UNTRANSLATED = /SignalDesk|https?:\/\/\S+/g;
const LETTER = /\p{L}/u;

/** True when `text` has something to translate: a letter outside the product's name. */
export function needsTranslation(text) {
  return LETTER.test(text.replace(UNTRANSLATED, ""));
}

/** The string literals an expression may evaluate to: itself, or either side of a condition or a fallback. */
function literalStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? [{ node, text: node.value }] : [];
    case "TemplateLiteral":
      return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? quasi.value.raw }));
    case "ConditionalExpression":
      return [...literalStrings(node.consequent), ...literalStrings(node.alternate)];
    case "LogicalExpression":
      return [...literalStrings(node.left), ...literalStrings(node.right)];
    case "JSXExpressionContainer":
      return literalStrings(node.expression);
    default:
      return [];
  }
}

/** `toast(...)`, `toast.success(...)`, `toast.error(...)`…: the calls whose text a member reads in a toast. */
function isToastCall(callee) {
  if (callee.type === "Identifier") return callee.name === "toast";
  return callee.type === "MemberExpression" && callee.object.type === "Identifier" && callee.object.name === "toast";
}

function attributeName(name) {
  return name.type === "JSXNamespacedName" ? `${name.namespace.name}:${name.name.name}` : name.name;
}

export const noInlineText = {
  meta: {
    type: "problem",
    docs: { description: "User-visible text comes from the catalogues through t(), never written inline" },
    messages: {
      inline:
        'User-visible text "{{text}}" is written inline: put it in the catalogues (src/shared/i18n/catalogues/) and show it with t("namespace:key")',
    },
    schema: [],
  },
  create(context) {
    const report = ({ node, text }) => {
      if (needsTranslation(text)) {
        context.report({ node, messageId: "inline", data: { text: text.trim().slice(0, 40) } });
      }
    };
    return {
      JSXText(node) {
        report({ node, text: node.value });
      },
      JSXExpressionContainer(node) {
        // A child, not an attribute's value (those are checked by name below).
        if (node.parent.type === "JSXElement" || node.parent.type === "JSXFragment") {
          literalStrings(node.expression).forEach(report);
        }
      },
      JSXAttribute(node) {
        if (USER_VISIBLE_ATTRIBUTES.has(attributeName(node.name))) literalStrings(node.value).forEach(report);
      },
      CallExpression(node) {
        if (!isToastCall(node.callee)) return;
        for (const argument of node.arguments) {
          if (argument.type === "ObjectExpression") {
            for (const property of argument.properties) {
              if (
                property.type === "Property" &&
                property.key.type === "Identifier" &&
                property.key.name === "description"
              ) {
                literalStrings(property.value).forEach(report);
              }
            }
          } else {
            literalStrings(argument).forEach(report);
          }
        }
      },
    };
  },
};

export const inlineTextPlugin = { rules: { "no-inline-text": noInlineText } };
