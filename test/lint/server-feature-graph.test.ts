import { ESLint, RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { findCycle, serverFeatureGraph } from "../../eslint-rules/server-feature-graph.js";

RuleTester.describe = describe;
RuleTester.it = it;

const options = [
  {
    root: "src/server/features",
    dependencies: { positions: ["settings"], settings: [] },
  },
];
const inPositions = "src/server/features/positions/positions.service.ts";
const inSettings = "src/server/features/settings/settings.service.ts";

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: "module" } }).run(
  "server feature graph",
  serverFeatureGraph,
  {
    valid: [
      { code: 'import { getAdminSettings } from "../settings/settings.service.js";', filename: inPositions, options },
      { code: 'import { listPositions } from "./positions.repo.js";', filename: inPositions, options },
      { code: 'import { AppError } from "../../lib/app-error.js";', filename: inPositions, options },
      {
        code: 'import { Source } from "../price-source.js";',
        filename: "src/server/features/prices/sources/a.ts",
        options,
      },
      {
        code: 'import { buildApp } from "./features/positions/positions.repo.js";',
        filename: "src/server/app.ts",
        options,
      },
    ],
    invalid: [
      {
        code: 'import { releaseTimeOf } from "../positions/position-releases.js";',
        filename: inSettings,
        options,
        errors: [{ messageId: "undeclared", data: { from: "settings", to: "positions" } }],
      },
      {
        code: 'export { releaseTimeOf } from "../positions/position-releases.js";',
        filename: inSettings,
        options,
        errors: [{ messageId: "undeclared" }],
      },
      {
        code: 'const releases = await import("../positions/position-releases.js");',
        filename: inSettings,
        options,
        errors: [{ messageId: "undeclared" }],
      },
      {
        code: 'import { listSettingRows } from "../settings/settings.repo.js";',
        filename: inPositions,
        options,
        errors: [
          { messageId: "repository", data: { from: "positions", to: "settings", target: "settings/settings.repo.ts" } },
        ],
      },
      {
        code: 'import { findUserById } from "../../users/users.repo.js";',
        filename: "src/server/features/positions/sub/a.ts",
        options,
        errors: [{ messageId: "repository" }],
      },
    ],
  },
);

describe("the server's declared feature graph (eslint.config.js)", () => {
  const eslint = new ESLint();
  const graphRule = "server-features/feature-graph";
  // Only this rule's findings: the snippets import names they do not use.
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === graphRule);
  };

  it("is one-way: no feature reaches itself through the features it may import", async () => {
    const config = await eslint.calculateConfigForFile(inPositions);
    const [, { dependencies }] = config.rules?.[graphRule] as [string, { dependencies: Record<string, string[]> }];
    expect(Object.keys(dependencies).length).toBeGreaterThan(10);
    expect(findCycle(dependencies)).toBeNull();
  });

  it("refuses an import the graph does not declare: settings may not import positions", async () => {
    const messages = await lint(
      inSettings,
      'import { rescheduleReleases } from "../positions/position-releases.js";\n',
    );
    expect(messages).toEqual([
      expect.objectContaining({ message: expect.stringContaining("settings may not import positions") }),
    ]);
  });

  it("refuses another feature's repository even where the feature is declared: positions may use settings", async () => {
    expect(await lint(inPositions, 'import { getAdminSettings } from "../settings/settings.service.js";\n')).toEqual(
      [],
    );
    const messages = await lint(inPositions, 'import { listSettingRows } from "../settings/settings.repo.js";\n');
    const refusal = "may not import another feature's repository (settings/settings.repo.ts)";
    expect(messages).toEqual([expect.objectContaining({ message: expect.stringContaining(refusal) })]);
  });

  it("lets the composition root import any feature, its repositories included", async () => {
    const code = 'import { listSettingRows } from "./features/settings/settings.repo.js";\n';
    expect(await lint("src/server/app.ts", code)).toEqual([]);
  });
});

describe("findCycle", () => {
  it("names the features of a cycle and passes a one-way graph", () => {
    expect(findCycle({ a: ["b"], b: ["c"], c: [] })).toBeNull();
    expect(findCycle({ a: ["b"], b: ["c"], c: ["a"] })).toEqual(["a", "b", "c", "a"]);
    expect(findCycle({ a: ["b"], b: ["a"], d: [] })).toEqual(["a", "b", "a"]);
  });
});
