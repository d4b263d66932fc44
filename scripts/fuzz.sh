#!/usr/bin/env bash
# Fuzzes the parse stage with libFuzzer: front-matter splitter, YAML (Yams/libyaml with the
# alias limits), Liquid, cmark-gfm and the Markdown checks, through `Article.parse`, and the
# same text as a site.yml (`SiteConfig.parse`). Entry point: Tests/Fuzz/FuzzArticle.swift.
#
#   FUZZ_SECONDS=60 scripts/fuzz.sh [extra libFuzzer flags]
#
# The modules are built with coverage instrumentation and AddressSanitizer into
# .build-fuzz/ (debug, only Diagnostics, FrontMatter, Markdown, Content and Yams), the entry
# is linked with `swiftc -sanitize=fuzzer,address`. The seed corpus is Tests/Fuzz/corpus/article;
# what the run adds goes to .build-fuzz/corpus (not committed). A crash, a sanitizer report,
# a timeout (FUZZ_TIMEOUT, default 10 s per input) or more than FUZZ_RSS_MB (default 2048)
# of memory stops the run, writes the input to .build-fuzz/artifacts/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
scratch=.build-fuzz
mkdir -p "$scratch/corpus" "$scratch/artifacts"

echo "fuzz: building the parse-stage modules with -sanitize=fuzzer,address" >&2
swift build --scratch-path "$scratch" --target Content \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >/dev/null
bin="$scratch/debug"
objects=()
for module in Diagnostics FrontMatter Markdown Content Yams CYaml; do
    while IFS= read -r -d '' object; do objects+=("$object"); done \
        < <(find "$bin/$module.build" -name '*.o' -print0)
done
# The C modules' maps: CYaml's in the Yams checkout, cmark-gfm's in Sources/CMarkGFM.
swiftc -sanitize=fuzzer,address -parse-as-library -g \
    -I "$bin/Modules" \
    -I "$scratch/checkouts/Yams/Sources/CYaml/include" \
    -I Sources/CMarkGFM \
    Tests/Fuzz/FuzzArticle.swift "${objects[@]}" \
    -lcmark-gfm -lcmark-gfm-extensions \
    -o "$bin/fuzz-article" 2> >(grep -v "Cannot export local symbol" >&2)

echo "fuzz: running for ${seconds}s" >&2
# Leaks are scripts/check-leaks.sh's job (LeakSanitizer over every article); here the run
# looks for crashes, memory errors, hangs and runaway memory.
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/fuzz-article" \
    -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
    -max_len=65536 -artifact_prefix="$scratch/artifacts/" -print_final_stats=1 \
    "$@" "$scratch/corpus" Tests/Fuzz/corpus/article
echo "fuzz: no crash in ${seconds}s"
