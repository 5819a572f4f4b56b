#!/usr/bin/env node
// `npm run lint` runs this beside ESLint, which does not read Markdown: the docs may not cite documents outside the
// repository or issue numbers either.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { findCitation } from "../eslint-rules/citations.js";

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file !== "" && !file.startsWith("node_modules/"));

let found = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  text.split("\n").forEach((line, index) => {
    const citation = findCitation(line);
    if (citation) {
      found += 1;
      console.error(`${file}:${index + 1}: cites "${citation}": point at a path in this repository instead`);
    }
  });
}
if (found > 0) process.exit(1);
