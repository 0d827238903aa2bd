#!/usr/bin/env bash
# Runs the original's example apps as web apps from their own `App` (only `import SwiftUI`
# swapped) and walks them in headless Chromium, with screenshots at 390 and 1280 px.
#
#   PEER_MIRROR=/path/to/swift-composable-architecture.git Scripts/peer-apps/run.sh [Todos SyncUps Search]
#
# PEER_MIRROR: a (bare) git copy of the original (`fetch github:pointfreeco/swift-composable-architecture`).
# PEER_APPS_WORK: the scratch package (default: $TMPDIR/peer-apps); the original's code goes there,
# never into this project. PEER_TOOLS: ../shared/tools/tca-examples (its import edits and stand-ins).
# Screenshots go to $PEER_APPS_WORK/screenshots. Exit status: non-zero when a build or a walk failed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
project="$(cd "$here/../.." && pwd)"
tools="${PEER_TOOLS:-$project/../shared/tools/tca-examples}"
work="${PEER_APPS_WORK:-${TMPDIR:-/tmp}/peer-apps}"
: "${PEER_MIRROR:?set PEER_MIRROR to a git copy of the original (see the comment above)}"
if [ "$#" -eq 0 ]; then set -- Todos SyncUps; fi

python3 "$here/prepare.py" "$project" "$work" "$PEER_MIRROR" "$tools"
for app in "$@"; do
  echo "== swift build --product Peer$app"
  if ! (cd "$work" && swift build --product "Peer$app" >"$work/build-$app.log" 2>&1); then
    grep -E "error:" "$work/build-$app.log" | sort -u | head -40
    echo "Peer$app did not build (log: $work/build-$app.log)"
    exit 1
  fi
done
python3 "$here/walk.py" "$work" "$work/screenshots" "$@"
