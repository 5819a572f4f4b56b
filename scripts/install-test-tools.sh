#!/usr/bin/env bash
# What `npm test` needs beyond npm packages, from Debian: Chromium and its headless shell for the journeys, nginx for
# the scale-out tests. Runs before `npm test` (the pretest script) and in CI (.ci/run). As root it installs what is
# missing with apt-get; as anyone else it stops with the command to run, naming what is missing.
# TOOLS_ROOT looks for the tools under another root instead of / (the tests of this script use it).
set -euo pipefail

root="${TOOLS_ROOT:-}"
chromium="$root/usr/bin/chromium"
shell="$root/usr/lib/chromium/chromium-headless-shell"
nginx="$root/usr/sbin/nginx"

missing=()
if [ ! -x "$chromium" ]; then missing+=(chromium); fi
if [ ! -x "$shell" ]; then missing+=(chromium-headless-shell); fi
if [ ! -x "$nginx" ] && { [ -n "$root" ] || ! command -v nginx >/dev/null; }; then missing+=(nginx); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null || [ -n "$root" ]; then
  # Without the shell the journeys run in the full browser; nginx serves only the scale-out tests, which run with
  # TEST_DATABASE_URL and TEST_REDIS_URL. Chromium itself they cannot do without.
  needed=false
  for tool in "${missing[@]}"; do
    case "$tool" in
      chromium) needed=true ;;
      nginx) if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then needed=true; fi ;;
    esac
  done
  if ! $needed; then
    echo "Note: without Debian's ${missing[*]} some tests run slower or are skipped (as root: apt-get install -y ${missing[*]})" >&2
    exit 0
  fi
  cat >&2 <<EOF
The tests need Debian's ${missing[*]}, which this machine lacks.
Install them once, as root:

  apt-get update && apt-get install -y ${missing[*]}

(chromium and chromium-headless-shell run the browser journeys; nginx, the scale-out tests.) Then run npm test again.
EOF
  exit 1
fi

echo "Installing Debian's ${missing[*]} for the tests"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The tests start nginx themselves; policy-rc.d keeps apt from starting the system service on port 80.
policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  policy=/usr/sbin/policy-rc.d
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
fi
status=0
apt-get install -y -qq "${missing[@]}" >/dev/null || status=$?
if [ -n "$policy" ]; then rm -f "$policy"; fi
if [ "$status" -ne 0 ]; then exit "$status"; fi
# An init system that started nginx anyway: stop it (the tests need no system nginx).
if [ -s /run/nginx.pid ]; then /usr/sbin/nginx -s quit || true; fi
