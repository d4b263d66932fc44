#!/usr/bin/env bash
# ThreadSanitizer over sitegen's parallel work: builds sitegen with -sanitize=thread into
# .build-tsan/, then
#   1. builds a site of 300 articles (content/'s, 30 times over, under other names) into a
#      temporary folder: parsing, highlighting, rendering, the search index and the link check
#      all run on every core;
#   2. verifies content/'s Swift blocks without the cache (`sitegen test --no-cache`): the
#      doctest scheduler's concurrent compiles, runs and type-checks.
# Any data race TSan reports stops the run (halt_on_error) and fails it.
#
#     scripts/tsan-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-tsan
echo "tsan: building sitegen with -sanitize=thread into $scratch/" >&2
swift build --product sitegen --sanitize=thread --scratch-path "$scratch" >/dev/null
bin="$scratch/debug/sitegen"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/content"
cp content/site.yml "$work/content/"
for copy in $(seq 1 30); do
    for article in content/*.md; do
        name=$(basename "$article" .md)
        # Series, parts and the demo stay with the originals: 300 loose articles.
        sed -e "s/^title: \"\(.*\)\"$/title: \"\1 ($copy)\"/" -e '/^series:/d' -e '/^part:/d' -e '/^demo:/d' \
            "$article" > "$work/content/$name-$copy.md"
    done
done
export TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}"
echo "tsan: a parallel build of $(ls "$work/content" | grep -c '\.md$') articles" >&2
"$bin" build --content "$work/content" --templates templates --output "$work/public" --no-verify
echo "tsan: the doctests of content/, without the cache" >&2
SITEGEN_BUILD_PATH="${SITEGEN_BUILD_PATH:-.build/debug}" "$bin" test --content content --no-cache
echo "tsan: no data race reported"
