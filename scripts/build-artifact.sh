#!/bin/sh
# The production artifact: what the Dockerfile's run stage ships and what a VPS runs from. The built dist/, the
# scripts npm start needs and the production dependencies only (no tsx, vite or tests). The Dockerfile calls this
# script and test/system/artifact.test.ts runs it, so what the test proves is what the image holds.
#   npm ci && npm run build && scripts/build-artifact.sh <new folder>
set -eu
if [ $# -ne 1 ]; then
  echo "Usage: scripts/build-artifact.sh <output folder> (after npm run build)" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
out=$1
for built in dist/server/main.js dist/web/index.html; do
  if [ ! -f "$root/$built" ]; then
    echo "$built is missing: run npm run build first" >&2
    exit 1
  fi
done
mkdir -p "$out/scripts"
cp "$root/package.json" "$root/package-lock.json" "$root/.npmrc" "$out/"
cp -R "$root/dist" "$out/dist"
cp "$root/scripts/start.mjs" "$out/scripts/"
cd "$out"
npm ci --omit=dev --ignore-scripts --no-audit --no-fund
# A dev dependency that a production package names as an optional peer (typescript, for i18next's types) is kept by
# `npm ci --omit=dev`: the lockfile marks it devOptional. Nothing loads it at run time, so it goes, with its commands.
node -e '
  const lock = require("./package-lock.json").packages;
  for (const name of Object.keys(require("./package.json").devDependencies ?? {}))
    if (lock[`node_modules/${name}`]?.devOptional) console.log(name);
' | while read -r name; do rm -rf "node_modules/$name"; done
if [ -d node_modules/.bin ]; then find node_modules/.bin -xtype l -delete; fi
# better-sqlite3 is the one production dependency with an install step (package.json's allowScripts): its native
# module. The build's own `npm ci` compiled it against this same Node from the same locked version, so it is copied
# rather than compiled a second time (90 s on a quiet machine); without that build, it is compiled here.
native=node_modules/better-sqlite3/build/Release/better_sqlite3.node
if [ -f "$root/$native" ]; then
  mkdir -p "$(dirname "$native")"
  cp "$root/$native" "$native"
else
  npm rebuild better-sqlite3
fi
