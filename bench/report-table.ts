/** The one table `npm run bench` prints: each figure beside its baseline from the same run, and its target. */

export interface BenchRow {
  scenario: string;
  metric: string;
  value: string;
  /** The same figure for the baseline measured in the same run, or "—" when there is none. */
  baseline: string;
  /** value / baseline where both are numbers that compare. */
  ratio: string;
  target: string;
  /** PASS or MISS against the target; empty when the row has no target. */
  verdict: "PASS" | "MISS" | "";
}

export const NONE = "—";

export function row(
  scenario: string,
  metric: string,
  value: string,
  more: Partial<Pick<BenchRow, "baseline" | "ratio" | "target">> & { pass?: boolean } = {},
): BenchRow {
  const { baseline = NONE, ratio = NONE, target = NONE, pass } = more;
  return {
    scenario,
    metric,
    value,
    baseline,
    ratio,
    target,
    verdict: pass === undefined ? "" : pass ? "PASS" : "MISS",
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString("en-US")}/s`;
export const times = (value: number, baseline: number) => (baseline > 0 ? `${(value / baseline).toFixed(2)}x` : NONE);

const HEADINGS = ["Scenario", "Figure", "Value", "Baseline (same run)", "Ratio", "Target", "Result"];

export function markdownTable(rows: BenchRow[]): string {
  const cells = rows.map((r) => [r.scenario, r.metric, r.value, r.baseline, r.ratio, r.target, r.verdict]);
  const escape = (text: string) => text.replaceAll("|", "\\|");
  const line = (values: string[]) => `| ${values.map(escape).join(" | ")} |`;
  return [line(HEADINGS), line(HEADINGS.map(() => "---")), ...cells.map(line)].join("\n");
}
