// `npm run verify-record -- <file or URL>`: checks an export of the track record's hash chain
// (GET /api/public/track-record/export) with Node alone: recomputes every event's content hash and link, checks that
// the events follow each other without a gap, that every head the provider published (the export's `heads`) and every
// head given with --head is the event at its sequence, and prints OK with the head, or the first broken link (exit 1).
// The rules are those the server writes with, src/shared/record-chain.ts: this script runs that file as the build
// compiled it (dist/shared/record-chain.js), compiling just that one file first when there is no build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const source = join(root, "src/shared/record-chain.ts");
const compiled = join(root, "dist/shared/record-chain.js");

if (existsSync(source) && (!existsSync(compiled) || statSync(compiled).mtimeMs < statSync(source).mtimeMs)) {
  const tsc = spawnSync(
    "npx",
    [
      "tsc",
      source,
      "--outDir",
      join(root, "dist/shared"),
      "--module",
      "nodenext",
      "--target",
      "es2023",
      "--skipLibCheck",
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}
const { verifyChain } = await import(pathToFileURL(compiled).href);

const [where, ...rest] = process.argv.slice(2);
if (!where) {
  console.error("Usage: npm run verify-record -- <export file or URL> [--head <sequence>:<hash>]...");
  process.exit(2);
}
const heads = [];
for (let index = 0; index < rest.length; index += 2) {
  const [sequence, hash] = (rest[index + 1] ?? "").split(":");
  if (rest[index] !== "--head" || !sequence || !hash) {
    console.error("A published head is given as --head <sequence>:<hash>");
    process.exit(2);
  }
  heads.push({ sequence: Number(sequence), hash });
}

async function load(location) {
  if (/^https?:\/\//i.test(location)) {
    const response = await fetch(location);
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(location, "utf8"));
}

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
const exported = await load(where);
const events = Array.isArray(exported?.events) ? exported.events : [];
const published = Array.isArray(exported?.heads) ? exported.heads : [];
const verdict = verifyChain(sha256, events, [...(exported?.head ? [exported.head] : []), ...published, ...heads]);
if (verdict.ok) {
  const head = verdict.head ? `head ${verdict.head.sequence} ${verdict.head.hash}` : "no events yet";
  console.log(`OK: ${verdict.events} events, ${head}`);
} else {
  console.log(`BROKEN at event ${verdict.sequence}: ${verdict.problem}`);
  process.exit(1);
}
