#!/usr/bin/env bash
# Pins the Dockerfile's base images and compose.yaml's service images by digest, so a rebuild gets the image that
# was reviewed, not whatever the tag points at that day (docs/deploy.md, "Base images").
#   deploy/pin-base-images.sh            resolve each tag's current digest on Docker Hub and write it in (network)
#   deploy/pin-base-images.sh --check    exit 1, listing them, while any image is not pinned (no network)
# Files default to Dockerfile and compose.yaml at the repository root; others may be named after the options.
# Re-run it to move to a newer patch of the same tag (the tag stays in the line: node:22-bookworm-slim@sha256:…).
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
if [ "${1:-}" = "--check" ]; then
  check=true
  shift
fi
files=("$@")
if [ ${#files[@]} -eq 0 ]; then files=(Dockerfile compose.yaml); fi

# Image references: FROM lines of a Dockerfile and image: keys of a compose file; the app's own image is built here.
references() {
  sed -nE 's/^FROM[[:space:]]+(--platform=[^[:space:]]+[[:space:]]+)?([^[:space:]]+).*/\2/p; s/^[[:space:]]*image:[[:space:]]*([^[:space:]#]+).*/\1/p' "$1" |
    grep -v '^signaldesk:' | sort -u
}

if $check; then
  unpinned=0
  for file in "${files[@]}"; do
    while read -r ref; do
      [ -z "$ref" ] && continue
      case "$ref" in
        *@sha256:*) ;;
        *)
          echo "$file: $ref is not pinned by digest (run deploy/pin-base-images.sh)"
          unpinned=1
          ;;
      esac
    done < <(references "$file")
  done
  exit "$unpinned"
fi

# The digest of the multi-platform index a tag points at, from Docker Hub's registry API (anonymous pull token).
digest_of() {
  local name="${1%%:*}" tag="${1#*:}"
  case "$name" in */*) ;; *) name="library/$name" ;; esac
  local token
  token=$(curl -fsS "https://auth.docker.io/token?service=registry.docker.io&scope=repository:$name:pull" |
    sed -E 's/.*"token":"([^"]+)".*/\1/')
  curl -fsSI \
    -H "Authorization: Bearer $token" \
    -H "Accept: application/vnd.oci.image.index.v1+json" \
    -H "Accept: application/vnd.docker.distribution.manifest.list.v2+json" \
    "https://registry-1.docker.io/v2/$name/manifests/$tag" |
    tr -d '\r' | awk -F': ' 'tolower($1) == "docker-content-digest" { print $2 }'
}

for file in "${files[@]}"; do
  while read -r ref; do
    [ -z "$ref" ] && continue
    tag="${ref%%@*}"
    digest=$(digest_of "$tag")
    case "$digest" in
      sha256:*) ;;
      *)
        echo "could not resolve $tag on Docker Hub" >&2
        exit 1
        ;;
    esac
    # The reference with or without an older digest becomes tag@digest.
    escaped=$(printf '%s' "$ref" | sed 's/[.[\*^$/]/\\&/g')
    sed -i -E "s/(^FROM[[:space:]]+(--platform=[^[:space:]]+[[:space:]]+)?|^[[:space:]]*image:[[:space:]]*)$escaped([[:space:]]|$)/\1$tag@$digest\3/" "$file"
    echo "$file: $tag@$digest"
  done < <(references "$file")
done
