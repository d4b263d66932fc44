#!/usr/bin/env bash
# Benchmarks `sitegen test` on a copy of content/: a first run (nothing derived from the build
# yet), a cold run (empty verdict cache), a warm run (nothing changed) and a run after one
# `compile` block changed. Prints the wall-clock time, the blocks checked per second (every
# block but the skipped ones), the compiler invocations and how many compiled/run blocks came
# from the cache.
#
#   scripts/bench-doctest.sh                 # uses .build
#   SCRATCH_PATH=.build-x scripts/bench-doctest.sh
#   JOBS=4 scripts/bench-doctest.sh
#   CORPUS=book scripts/bench-doctest.sh    # a generated book of 9 chapters × 34 plain-Swift
#                                           # listings, each using earlier ones (make-book-corpus.py)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH_PATH:-.build}"
jobs="${JOBS:-$(nproc)}"
echo "Building (swift build --scratch-path $scratch)..." >&2
swift build --scratch-path "$scratch" >/dev/null
sitegen="$(swift build --scratch-path "$scratch" --show-bin-path)/sitegen"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ "${CORPUS:-content}" = book ]; then
    python3 scripts/make-book-corpus.py "$work/content" 9 34 >&2
else
    cp -R content "$work/content"
fi
cache="$work/cache"

# run LABEL: runs sitegen test once and prints a row of the table.
run() {
    local label="$1" start end status=0
    start="$(date +%s.%N)"
    "$sitegen" test --content "$work/content" --cache "$cache" --jobs "$jobs" --report "$work/report.json" \
        >"$work/out" 2>"$work/err" || status=$?
    end="$(date +%s.%N)"
    local summary
    summary="$(grep '^Verified' "$work/err" || echo "Verified ? blocks (? compiled or run, ? from the cache, ? compiler invocations)")"
    local compiled cached invocations
    compiled="$(sed -E 's/.*\(([0-9?]+) compiled or run.*/\1/' <<<"$summary")"
    cached="$(sed -E 's/.*, ([0-9?]+) from the cache.*/\1/' <<<"$summary")"
    invocations="$(sed -E 's/.*, ([0-9?]+) compiler invocations.*/\1/' <<<"$summary")"
    local seconds checked
    seconds="$(echo "$end - $start" | bc)"
    checked="$(python3 -c 'import json,sys; print(sum(b["checked"] != "skipped" for b in json.load(open(sys.argv[1]))["blocks"]))' "$work/report.json" 2>/dev/null || echo 0)"
    printf '%-32s %8.2f %10.1f %12s %10s %8s   %s\n' "$label" "$seconds" "$(echo "$checked / $seconds" | bc -l)" "$invocations" "$compiled" "$cached" \
        "$(tail -n 1 "$work/out") (exit $status)"
}

blocks="$(grep -ci '^```swift' "$work"/content/*.md | awk -F: '{ n += $2 } END { print n }')"
echo "sitegen test on ${CORPUS:-content} ($blocks Swift blocks, --jobs $jobs, $(nproc) cores)"
printf '%-32s %8s %10s %12s %10s %8s   %s\n' "run" "seconds" "blocks/s" "invocations" "compiled" "cached" "result"
# The first run makes what sitegen derives from the build alone (the build description read,
# the core modules' names), which lives in the build folder and outlives the verdict cache (the
# clang modules come from the build's own module cache); a cold run starts with an empty
# verdict cache only.
rm -rf "$(dirname "$sitegen")/sitegen-doctest-build"
run "first (no build-derived cache)"
rm -rf "$cache"
run "cold (empty cache)"
run "warm (nothing changed)"

# Change the first `compile` block: a comment line after its opening fence.
python3 - "$work/report.json" "$work/content" <<'PY'
import json, os, sys
report, folder = sys.argv[1], sys.argv[2]
blocks = json.load(open(report))["blocks"]
block = next((b for b in blocks if b["kind"] == "compile" and b["status"] == "passed"), None) \
    or next(b for b in blocks if b["status"] == "passed")
path = os.path.join(folder, os.path.basename(block["file"]))
lines = open(path, encoding="utf-8").read().split("\n")
lines.insert(block["line"], "// benchmark: one block changed")
open(path, "w", encoding="utf-8").write("\n".join(lines))
print(f"(changed {block['file']}:{block['line']})")
PY
run "one block changed"
run "warm again"
