#!/usr/bin/env bash
# Proves the Markdown stage frees every cmark-gfm tree: builds the small
# `markdown-leak-check` tool with AddressSanitizer (LeakSanitizer is part of it) and
# parses every article of content/ (or the folder given) several times. Any byte that
# cmark-gfm allocated and sitegen did not free makes this script fail with a report
# naming the allocation's stack.
#
#   scripts/check-leaks.sh [content-folder] [rounds]
#
# valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug info Swift 6.3 writes, which is
# why LeakSanitizer is used.
set -euo pipefail
cd "$(dirname "$0")/.."
folder="${1:-content}"
rounds="${2:-3}"
echo "check-leaks: building markdown-leak-check with -sanitize=address" >&2
swift build --product markdown-leak-check --sanitize=address --scratch-path .build-asan >/dev/null
ASAN_OPTIONS="detect_leaks=1:exitcode=23" ./.build-asan/debug/markdown-leak-check "$folder" "$rounds"
echo "check-leaks: no leaks"
