#!/usr/bin/env bash
# Quick start, step 2: the whole test suite, as CI runs it.
#   1. system packages and Python tools the tests use (only those missing)
#   2. swift build (all targets: the doctests link the core modules' build)
#   3. swift test (Swift Testing: pipeline, core modules, doctest engine)
#   4. quality gates on the built site (Tests/browser, pytest): W3C HTML validation, axe-core
#      in headless Chromium, links and anchors, search, code blocks, sitegen serve
#   5. LeakSanitizer over the Markdown stage (scripts/check-leaks.sh)
#   6. the fuzzer, under AddressSanitizer, for a bounded time (FUZZ_SECONDS, default 60 s per
#      target): articles parsed and rendered, the build record's decoder, the template parser,
#      from the corpus in Tests/Fuzz/corpus (scripts/fuzz.sh)
#   7. ThreadSanitizer over a parallel build of 300 articles and over the doctests of content/
#      (scripts/tsan-build.sh)
#   8. sitegen test: every Swift block of every article compiles/runs as it should
set -euo pipefail
cd "$(dirname "$0")/.."
export SE_AVOID_STATS=true   # Selenium Manager must never reach the network

echo "== installing what is missing" >&2
scripts/install-deps.sh --test

echo "== swift build" >&2
swift build --build-tests

echo "== swift test" >&2
swift test --skip-build

echo "== quality gates on the built site (Tests/browser)" >&2
.venv-test/bin/python -m pytest Tests/browser -q

echo "== leak check" >&2
scripts/check-leaks.sh

echo "== fuzzing under AddressSanitizer" >&2
FUZZ_SECONDS="${FUZZ_SECONDS:-60}" scripts/fuzz.sh

echo "== ThreadSanitizer over a parallel build" >&2
scripts/tsan-build.sh

echo "== sitegen test (doctests of content/)" >&2
swift run --skip-build sitegen test
