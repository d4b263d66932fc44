#!/usr/bin/env bash
# Fuzzes, with libFuzzer, what sitegen reads from outside:
#   article   the parse stage — front-matter splitter, YAML (Yams/libyaml with the alias limits),
#             Liquid, cmark-gfm and the Markdown checks, through `Article.parse`, and the same
#             text as a site.yml (`SiteConfig.parse`)                    Tests/Fuzz/FuzzArticle.swift
#   record    the build record's reader: head line, checksummed frames, the runs' readers
#             (`RecordBytes`)                                              Tests/Fuzz/FuzzRecord.swift
#   template  the theme's Mustache parser and renderer, recursive partials included
#             (`Template`, `TemplateRenderer`)                             Tests/Fuzz/FuzzTemplate.swift
#
#   FUZZ_SECONDS=60 scripts/fuzz.sh [article|record|template ...]      (default: all three, each
#                                                                        FUZZ_SECONDS seconds)
#
# The modules are built with coverage instrumentation and AddressSanitizer into .build-fuzz/
# (debug, only Diagnostics, FrontMatter, Markdown, Content, Rendering and Yams: no swift-syntax),
# each entry is linked with `swiftc -sanitize=fuzzer,address`. The seed corpora are
# Tests/Fuzz/corpus/<name>; what a run adds goes to .build-fuzz/corpus/<name> (not committed).
# A crash, a sanitizer report, a timeout (FUZZ_TIMEOUT, default 10 s per input) or more than
# FUZZ_RSS_MB (default 2048) of memory stops the run, writes the input to .build-fuzz/artifacts/
# and fails the script.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
scratch=.build-fuzz
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(article record template)
for target in "${targets[@]}"; do
    case "$target" in article|record|template) ;; *) echo "fuzz: unknown target '$target' (article, record, template)" >&2; exit 2 ;; esac
done
mkdir -p "$scratch/artifacts"

echo "fuzz: building the modules with -sanitize=fuzzer,address" >&2
swift build --scratch-path "$scratch" --target Rendering \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >/dev/null
bin="$scratch/debug"
objects=()
for module in Diagnostics Files FrontMatter Markdown CMarkArena CSHA256 Content Rendering Yams CYaml; do
    [ -d "$bin/$module.build" ] || continue
    while IFS= read -r -d '' object; do objects+=("$object"); done \
        < <(find "$bin/$module.build" -name '*.o' -print0)
done

# The C modules' maps: those SwiftPM made for the package's C targets, CYaml's in the Yams
# checkout, cmark-gfm's in Sources/CMarkGFM.
maps=()
for module in CMarkArena CSHA256 CGlibcHeap; do
    [ -f "$bin/$module.build/module.modulemap" ] && maps+=(-Xcc "-fmodule-map-file=$bin/$module.build/module.modulemap")
done
for target in "${targets[@]}"; do
    entry="Tests/Fuzz/Fuzz${target^}.swift"
    swiftc -sanitize=fuzzer,address -parse-as-library -g \
        -I "$bin/Modules" "${maps[@]}" \
        -I "$scratch/checkouts/Yams/Sources/CYaml/include" \
        -I Sources/CMarkGFM \
        "$entry" "${objects[@]}" \
        -lcmark-gfm -lcmark-gfm-extensions \
        -o "$bin/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
    mkdir -p "$scratch/corpus/$target"
    echo "fuzz: $target for ${seconds}s" >&2
    # Leaks are scripts/check-leaks.sh's job (LeakSanitizer over every article); here the run
    # looks for crashes, memory errors, hangs and runaway memory.
    # libFuzzer's line per new input goes to a log; the run's seed and its final figures are
    # printed, and the log's end when the run finds something.
    log="$scratch/fuzz-$target.log"
    if ! ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/fuzz-$target" \
        -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
        -max_len=65536 -artifact_prefix="$scratch/artifacts/$target-" -print_final_stats=1 \
        "$scratch/corpus/$target" "Tests/Fuzz/corpus/$target" 2> "$log"; then
        tail -n 80 "$log" >&2
        echo "fuzz: $target found a problem (whole log: $log)" >&2
        exit 1
    fi
    grep -E "^INFO: Seed:|^stat::(number_of_executed_units|peak_rss_mb)|^Done " "$log" >&2 || true
done
echo "fuzz: no crash in ${seconds}s for each of: ${targets[*]}"
