#!/usr/bin/env bash
# Builds the same content N times with the CLI and compares the checksums of every output:
# the "100 builds on two cores are byte-identical and never crash" check of issue 11.
#
#   scripts/repeat-build.sh N [content-folder]
#
# Without a folder the content is content/ plus 300 generated articles full of ~~strike~~,
# bare URLs, nested lists and quotes (the inlines whose trigger characters cmark-gfm keeps in
# a process-global table). Builds use the debug binary with --no-verify (the doctests are
# checked elsewhere; this is about parsing and rendering) and all cores. Prints one line per
# build and a summary; exits 1 when a build failed or differs from the first.
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:?usage: scripts/repeat-build.sh N [content-folder]}"
work="$(mktemp -d "${TMPDIR:-/tmp}/sitegen-repeat.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [[ $# -ge 2 ]]; then
    content="$2"
else
    content="$work/content"
    cp -R content "$content"
    for number in $(seq 0 299); do
        {
            printf -- '---\ntitle: "Repetible %d"\norder: %d\n---\n\n' "$number" "$((1000 + number))"
            for line in 0 1 2 3 4 5 6 7; do
                printf 'Texto ~~tachado %d-%d~~ con https://example.com/%d/%d y www.example.org/%d/%d, y ~~otro %d-%d~~.\n\n' \
                    "$number" "$line" "$number" "$line" "$number" "$line" "$number" "$line"
            done
            printf -- '- lista ~~anidada %d~~\n  1. con https://example.net/%d/lista\n' "$number" "$number"
            printf -- '     > cita ~~en lista %d~~ y www.example.net/%d/cita\n     > > doble https://example.net/%d/doble\n\n' \
                "$number" "$number" "$number"
            printf -- '> - cita con lista ~~tachada %d~~\n>   - y www.example.net/%d/citalista\n' "$number" "$number"
        } > "$content/repetible-$number.md"
    done
    # A fixed modification time: the build date of undated entries comes from it.
    find "$content" -exec touch -d '2024-01-01 00:00:00 UTC' {} +
fi

swift build --product sitegen >/dev/null
sitegen="$(swift build --show-bin-path)/sitegen"

reference=""
crashed=0
differing=0
for build in $(seq 1 "$count"); do
    output="$work/public-$build"
    status=0
    "$sitegen" build --content "$content" --output "$output" --no-verify >"$work/log-$build" 2>&1 || status=$?
    if [[ $status -ne 0 ]]; then
        crashed=$((crashed + 1))
        echo "build $build: FAILED (exit $status), log:" >&2
        tail -5 "$work/log-$build" >&2
        continue
    fi
    sum="$(cd "$output" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)"
    files="$(find "$output" -type f | wc -l)"
    if [[ -z "$reference" ]]; then
        reference="$sum"
        cp -R "$output" "$work/reference"
    elif [[ "$sum" != "$reference" ]]; then
        differing=$((differing + 1))
        echo "build $build: $sum DIFFERS from the first build:" >&2
        diff -rq "$work/reference" "$output" | head -5 >&2 || true
    fi
    echo "build $build: $files files, sha256 $sum"
    rm -rf "$output"
done
echo "repeat-build: $count builds on $(nproc) cores: $crashed failed, $differing differ from the first"
[[ $crashed -eq 0 && $differing -eq 0 ]]
