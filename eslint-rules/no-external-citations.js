import { CITATION_MESSAGE, findCitation } from "./citations.js";

/** ESLint rule: comments and strings (test names included) may not cite documents outside the repository. */
export const noExternalCitations = {
  meta: {
    type: "suggestion",
    docs: { description: "Reasons point at paths in this repository, not at outside documents or issue numbers" },
    messages: { external: CITATION_MESSAGE },
    schema: [],
  },
  create(context) {
    const report = (node, text) => {
      const citation = findCitation(text);
      if (citation) context.report({ node, messageId: "external", data: { citation } });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) report(comment, comment.value);
      },
      Literal(node) {
        if (typeof node.value === "string") report(node, node.value);
      },
      TemplateElement(node) {
        report(node, node.value.raw);
      },
      JSXText(node) {
        report(node, node.value);
      },
    };
  },
};

export const citationsPlugin = { rules: { "no-external-citations": noExternalCitations } };
