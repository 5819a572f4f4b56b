import path from "node:path";

/**
 * ESLint rule: a server feature imports another only where the declared graph says it may, and never another
 * feature's repository (`*.repo.ts`): the feature that owns a table is the one that writes its SQL, and others call
 * its service. Options: `{ root, dependencies }`, where `root` is the features folder (relative to the working
 * directory) and `dependencies` maps a feature to the features it may import.
 */
export const serverFeatureGraph = {
  meta: {
    type: "problem",
    docs: { description: "Server features depend on each other one way, through services, never repositories" },
    messages: {
      undeclared:
        "{{from}} may not import {{to}}: declare it in SERVER_FEATURE_DEPENDENCIES (eslint.config.js) if the graph stays one-way, or move what both need to the feature that owns it",
      repository:
        "{{from}} may not import another feature's repository ({{target}}): call {{to}}'s service, which owns that SQL",
    },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          dependencies: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
        },
        required: ["root", "dependencies"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, dependencies } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const file = path.relative(rootDir, path.resolve(context.cwd, context.filename));
    if (file.startsWith("..") || path.isAbsolute(file)) return {};
    const from = file.split(path.sep)[0];
    const allowed = new Set(dependencies[from] ?? []);

    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const resolved = path.resolve(path.dirname(path.resolve(rootDir, file)), source.value);
      const target = path.relative(rootDir, resolved).replace(/\.js$/, ".ts");
      if (target.startsWith("..") || path.isAbsolute(target)) return;
      const to = target.split(path.sep)[0];
      if (to === from) return;
      const posix = (p) => p.split(path.sep).join("/");
      if (/\.repo\.ts$/.test(target)) {
        context.report({ node: source, messageId: "repository", data: { from, to, target: posix(target) } });
      } else if (!allowed.has(to)) {
        context.report({ node: source, messageId: "undeclared", data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The features of a dependency graph in a cycle (the first found, closed on its start), or null when it is one-way. */
export function findCycle(dependencies) {
  const done = new Set();
  const visit = (feature, trail) => {
    const seen = trail.indexOf(feature);
    if (seen !== -1) return [...trail.slice(seen), feature];
    if (done.has(feature)) return null;
    for (const next of dependencies[feature] ?? []) {
      const cycle = visit(next, [...trail, feature]);
      if (cycle) return cycle;
    }
    done.add(feature);
    return null;
  };
  for (const feature of Object.keys(dependencies)) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return null;
}

export const serverFeaturesPlugin = { rules: { "feature-graph": serverFeatureGraph } };
