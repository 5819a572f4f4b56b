import { readdirSync } from "node:fs";

/**
 * ESLint rule: translated code writes no user-visible text inline (docs/decisions/0037-languages.md). Text reaches
 * the screen through `t("namespace:key")`, so every language has it; this reports what would stay English:
 * - JSX text with a letter in it (`<p>Open positions</p>`, `{"Open"}` as a child);
 * - a string literal with a letter in a user-visible attribute (`title`, `aria-label`, `placeholder`, `alt`, `label`,
 *   `description`, any `…Label`, `…Text`, `…Title`…), also inside a condition (`title={open ? "Close" : "Open"}`) or
 *   an object given to one (`close={{ label: "Close" }}`), and as the default of such a prop
 *   (`function Prompt({ upgradeLabel = "Upgrade" })`);
 * - a string literal with a letter given to a toast (`toast("Saved")`, `toast.error("Failed", { description })`, its
 *   action's `label`) or to a `UserFacingError`, whose message a screen shows as it is;
 * - text made where no screen is, which is named by its catalogue key and worded where it is shown: a mutation's
 *   `errorToast` (`errorToast: "account:api.revokeFailed"`, or `{ key, values }`) and the key given to `pageText`
 *   must be such a key, not a sentence.
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

/** A name whose value a member reads: a user-visible attribute, or a prop named for text (`upgradeLabel`, `emptyText`). */
export function isUserVisibleName(name) {
  return (
    USER_VISIBLE_ATTRIBUTES.has(name) ||
    /^[a-z]\w*(?:Label|Text|Title|Heading|Message|Description|Placeholder)$/.test(name)
  );
}

/** The catalogues' namespaces, as their English files name them. */
const NAMESPACES = readdirSync(new URL("../src/shared/i18n/catalogues/en/", import.meta.url))
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.slice(0, -".ts".length));
const KEY_PATH = /^[\w.]+$/;

/** True when `text` names a catalogue text by its whole key: "account:api.revokeFailed". */
export function isCatalogueKey(text) {
  const colon = text.indexOf(":");
  return colon > 0 && NAMESPACES.includes(text.slice(0, colon)) && KEY_PATH.test(text.slice(colon + 1));
}

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

/**
 * The texts an expression naming a catalogue text may be: a literal, or either side of a condition or a fallback; a
 * template literal as one text, never a whole key (which a search could find).
 */
function keyStrings(node) {
  switch (node?.type) {
    case "Literal":
      return typeof node.value === "string" ? [{ node, text: node.value, whole: true }] : [];
    case "TemplateLiteral":
      return [
        { node, text: node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join("…"), whole: false },
      ];
    case "ConditionalExpression":
      return [...keyStrings(node.consequent), ...keyStrings(node.alternate)];
    case "LogicalExpression":
      return [...keyStrings(node.left), ...keyStrings(node.right)];
    default:
      return [];
  }
}

/** `toast(...)`, `toast.success(...)`, `toast.error(...)`…: the calls whose text a member reads in a toast. */
function isToastCall(callee) {
  if (callee.type === "Identifier") return callee.name === "toast";
  return callee.type === "MemberExpression" && callee.object.type === "Identifier" && callee.object.name === "toast";
}

/** The calls whose text names a catalogue key, worded where it is shown (lib/page-text.ts). */
const KEY_CALLS = new Set(["pageText"]);
/** The errors whose message a screen shows as it is (lib/api-client.ts). */
const SHOWN_ERRORS = new Set(["UserFacingError"]);

function propertyName(property) {
  if (property.type !== "Property") return null;
  if (property.key.type === "Identifier" && !property.computed) return property.key.name;
  return property.key.type === "Literal" && typeof property.key.value === "string" ? property.key.value : null;
}

/** The string literals of an object's properties named `names` (a toast's `description`, its action's `label`). */
function propertyStrings(object, isWanted) {
  if (object?.type !== "ObjectExpression") return [];
  return object.properties.flatMap((property) => {
    const name = propertyName(property);
    return name !== null && isWanted(name) ? literalStrings(property.value) : [];
  });
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
      notKey:
        'User-visible text "{{text}}" must name a catalogue text by its whole key ("namespace:key"), worded where it is shown: put it in the catalogues (src/shared/i18n/catalogues/)',
    },
    schema: [],
  },
  create(context) {
    const report = ({ node, text }) => {
      if (needsTranslation(text)) {
        context.report({ node, messageId: "inline", data: { text: text.trim().slice(0, 40) } });
      }
    };
    const reportUnlessKey = ({ node, text, whole }) => {
      if (!(whole && isCatalogueKey(text)) && needsTranslation(text)) {
        context.report({ node, messageId: "notKey", data: { text: text.trim().slice(0, 40) } });
      }
    };
    /** A named text (`errorToast`): a key, `{ key, values }`, or false. */
    const checkWords = (value) => {
      if (value?.type === "ObjectExpression") {
        for (const property of value.properties) {
          if (propertyName(property) === "key") keyStrings(property.value).forEach(reportUnlessKey);
        }
      } else {
        keyStrings(value).forEach(reportUnlessKey);
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
        if (isUserVisibleName(attributeName(node.name))) literalStrings(node.value).forEach(report);
        // An object of a part's words: `close={{ label: "Close" }}`.
        if (node.value?.type === "JSXExpressionContainer") {
          propertyStrings(node.value.expression, isUserVisibleName).forEach(report);
        }
      },
      // A prop's default words: `function Prompt({ upgradeLabel = "Upgrade to Pro" })`.
      AssignmentPattern(node) {
        const property = node.parent;
        if (property.type !== "Property" || property.parent.type !== "ObjectPattern") return;
        const name = propertyName(property);
        if (name !== null && isUserVisibleName(name)) literalStrings(node.right).forEach(report);
      },
      Property(node) {
        if (node.parent.type === "ObjectExpression" && propertyName(node) === "errorToast") checkWords(node.value);
      },
      NewExpression(node) {
        if (node.callee.type === "Identifier" && SHOWN_ERRORS.has(node.callee.name)) {
          literalStrings(node.arguments[0]).forEach(report);
        }
      },
      CallExpression(node) {
        if (node.callee.type === "Identifier" && KEY_CALLS.has(node.callee.name)) {
          checkWords(node.arguments[0]);
          return;
        }
        if (!isToastCall(node.callee)) return;
        for (const argument of node.arguments) {
          if (argument.type === "ObjectExpression") {
            propertyStrings(argument, (name) => name === "description").forEach(report);
            // The toast's buttons: `action: { label: "Retry", onClick }`, `cancel: { label }`.
            for (const property of argument.properties) {
              const name = propertyName(property);
              if (name === "action" || name === "cancel") {
                propertyStrings(property.value, (inner) => inner === "label").forEach(report);
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
