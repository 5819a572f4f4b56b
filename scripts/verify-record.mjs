// `npm run verify-record -- <file or URL> [--head <sequence>:<hash>]... [--trust <certificates.pem>]...`: checks an
// export of the track record's hash chain (GET /api/public/track-record/export) with Node alone (docs/verify-record.md):
// - recomputes every event's content hash (RFC 8785 canonical JSON) and link, and checks that the events follow each
//   other without a gap;
// - checks that every head the provider published (the export's `heads`) and every head given with --head is the
//   event at its sequence;
// - checks every published head's RFC 3161 time-stamp: the authority's signature, its imprint equal to the head's
//   statement, and with --trust the authority's certificate chain to one of the given certificates.
// It prints OK and what that proves, or the first broken link or time-stamp (exit 1). The rules are those the server
// writes with (src/shared/record-chain.ts, src/server/features/track-record/timestamps.ts): this script runs them as
// the build compiled them, compiling just those two files first when there is no build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const sources = ["shared/record-chain.ts", "server/features/track-record/timestamps.ts"];
const compiledOf = (source) => join(root, "dist", source.replace(/\.ts$/, ".js"));

const stale = sources.some((source) => {
  const file = join(root, "src", source);
  return (
    existsSync(file) &&
    (!existsSync(compiledOf(source)) || statSync(compiledOf(source)).mtimeMs < statSync(file).mtimeMs)
  );
});
if (stale) {
  // Compiled beside, then moved into place: another verifier starting at the same moment never reads half a file.
  mkdirSync(join(root, "dist"), { recursive: true });
  const staging = mkdtempSync(join(root, "dist", ".verify-record-"));
  const tsc = spawnSync(
    "npx",
    [
      "tsc",
      ...sources.map((source) => join(root, "src", source)),
      ...["--rootDir", join(root, "src"), "--outDir", staging],
      ...["--module", "nodenext", "--target", "es2023", "--skipLibCheck", "--types", "node"],
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  for (const source of sources) {
    mkdirSync(dirname(compiledOf(source)), { recursive: true });
    renameSync(join(staging, source.replace(/\.ts$/, ".js")), compiledOf(source));
  }
  rmSync(staging, { recursive: true, force: true });
}
const { verifyChain, headStatement } = await import(pathToFileURL(compiledOf(sources[0])).href);
const { certificatesOf, verifyWitness } = await import(pathToFileURL(compiledOf(sources[1])).href);

const USAGE =
  "Usage: npm run verify-record -- <export file or URL> [--head <sequence>:<hash>]... [--trust <certificates.pem>]...";
const [where, ...rest] = process.argv.slice(2);
if (!where) {
  console.error(USAGE);
  process.exit(2);
}
const heads = [];
const trusted = [];
for (let index = 0; index < rest.length; index += 2) {
  const [flag, value = ""] = [rest[index], rest[index + 1]];
  if (flag === "--head") {
    const [sequence, hash] = value.split(":");
    if (!sequence || !hash) {
      console.error("A published head is given as --head <sequence>:<hash>");
      process.exit(2);
    }
    heads.push({ sequence: Number(sequence), hash });
  } else if (flag === "--trust" && existsSync(value)) {
    trusted.push(...certificatesOf(readFileSync(value, "utf8")));
  } else {
    console.error(flag === "--trust" ? `No certificate file at ${value}` : USAGE);
    process.exit(2);
  }
}

async function load(location) {
  if (/^https?:\/\//i.test(location)) {
    const response = await fetch(location);
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(location, "utf8"));
}

const broken = (where, problem) => {
  console.log(`BROKEN at ${where}: ${problem}`);
  process.exit(1);
};

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
const exported = await load(where).catch((error) => {
  console.error(`Cannot read the export at ${where}: ${error.message}`);
  process.exit(2);
});
const events = Array.isArray(exported?.events) ? exported.events : [];
const published = Array.isArray(exported?.heads) ? exported.heads : [];
const verdict = verifyChain(sha256, events, [...(exported?.head ? [exported.head] : []), ...published, ...heads]);
if (!verdict.ok) broken(`event ${verdict.sequence}`, verdict.problem);

// Oldest first, so the first head named is the first whose time-stamp no longer matches its head.
const witnessed = published.filter((head) => head.witness).sort((a, b) => a.sequence - b.sequence);
const proven = [];
for (const head of witnessed) {
  const checked = await verifyWitness(head.witness.token, headStatement(head), trusted);
  if (!checked.ok) broken(`head ${head.sequence}`, checked.problem);
  proven.push({ head, checked });
}

console.log(
  `OK: ${verdict.events} events, ${verdict.head ? `head ${verdict.head.sequence} ${verdict.head.hash}` : "no events yet"}`,
);
for (const { head, checked } of proven) {
  console.log(`Head ${head.sequence} witnessed by ${checked.signer} at ${checked.at}`);
}
const latest = proven.at(-1);
if (latest) {
  const chain =
    trusted.length > 0
      ? "its signer chains to the trust list given"
      : "no trust list given (--trust), so who signed is not checked";
  console.log(
    `Proved: events 1-${latest.head.sequence} are as they were at ${latest.checked.at}, when an outside authority witnessed head ${latest.head.sequence} (${chain}).`,
  );
} else if (heads.length > 0) {
  console.log(
    "Proved: the chain still reaches every head you gave, so nothing up to them changed since you kept them.",
  );
} else {
  console.log(
    "Proved: the export is consistent with itself only. No head here is witnessed: compare a head you kept (--head) to prove nothing was rewritten.",
  );
}
