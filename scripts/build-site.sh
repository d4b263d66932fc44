#!/usr/bin/env bash
# Quick start, step 1: installs libcmark-gfm and bubblewrap (the sandbox the articles' programs
# run in) when missing, then builds the site into public/.
# Extra arguments go to `sitegen build` (e.g. --output DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
exec swift run sitegen build "$@"
