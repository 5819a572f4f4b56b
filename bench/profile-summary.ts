/**
 * Sums a V8 CPU profile (`node --cpu-prof`) by function and by file: where a path's time goes.
 *
 *   npx tsx bench/profile-summary.ts some.cpuprofile [--top 40]
 *
 * Self time is the time spent in the function itself; total time adds what it called (counted once per sample even
 * when the function recurses).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: "string", default: "40" },
    /** Leave out the first seconds of the profile (the start-up, before the load). */
    skip: { type: "string", default: "0" },
  },
});
const top = Number(values.top);
const skipMicros = Number(values.skip) * 1e6;
const file = positionals[0];
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [--top N]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "npm:")
    .replace(/^.*\/(dist|src)\//, "$1/");
const nameOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || "(anonymous)"} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const fileOf = (node: ProfileNode) => shortUrl(node.callFrame.url) || `(${node.callFrame.functionName})`;
const packageOf = (node: ProfileNode) => {
  const url = shortUrl(node.callFrame.url);
  if (url.startsWith("npm:")) {
    const parts = url.slice(4).split("/");
    return `npm:${parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  if (url.startsWith("node:")) return "node:*";
  if (url === "") return `(${node.callFrame.functionName})`;
  return url.split("/").slice(0, 3).join("/");
};

const selfByFunction = new Map<string, number>();
const selfByFile = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let all = 0;
const add = (map: Map<string, number>, key: string, micros: number) => map.set(key, (map.get(key) ?? 0) + micros);

let elapsed = 0;
profile.samples.forEach((id, i) => {
  const micros = profile.timeDeltas[i] ?? 0;
  elapsed += micros;
  if (elapsed < skipMicros) return;
  const node = byId.get(id);
  if (!node) return;
  all += micros;
  add(selfByFunction, nameOf(node), micros);
  add(selfByFile, fileOf(node), micros);
  add(selfByPackage, packageOf(node), micros);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at);
    if (!frame) break;
    const name = nameOf(frame);
    if (seen.has(name)) continue;
    seen.add(name);
    add(totalByFunction, name, micros);
  }
});

const idle = selfByFunction.get("(idle) :0") ?? 0;
const busy = all - idle;
function print(title: string, map: Map<string, number>, denominator: number) {
  console.log(`\n## ${title}`);
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((micros / denominator) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
}
console.log(
  `${file}: ${(all / 1e6).toFixed(1)} s sampled, ${(idle / 1e6).toFixed(1)} s idle; percentages of the busy ${(busy / 1e6).toFixed(1)} s`,
);
print("Self time by package or folder", selfByPackage, busy);
print("Self time by file", selfByFile, busy);
print("Self time by function", selfByFunction, busy);
print("Total time by function (self and callees)", totalByFunction, busy);
