#!/usr/bin/env bash
# Builds and runs one of navgen's libFuzzer targets.
#   Fuzz/run.sh frontend|deeplink [SECONDS] [extra libFuzzer flags…]   (default 60 s)
# Seeds come from Fuzz/Corpus/<target> (checked in); new inputs go to .build/fuzz/corpus/<target>,
# crashes to .build/fuzz/artifacts/<target>/. Exit status is libFuzzer's: non-zero on a finding.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-}
seconds=${2:-60}
shift $(( $# > 2 ? 2 : $# ))
out="$root/.build/fuzz"
mkdir -p "$out/corpus/$target" "$out/artifacts/$target"

case "$target" in
frontend)
    sources=$(find "$root/Sources/NavGenCore" -name '*.swift' | sort)
    harness="$root/Fuzz/FrontEnd/FrontEndFuzzer.swift"
    ;;
deeplink)
    sources="$root/Tests/References/Coffee/Coffee.swift $root/Tests/References/Reader/Reader.swift"
    harness="$root/Fuzz/DeepLink/DeepLinkFuzzer.swift"
    ;;
*)
    echo "usage: Fuzz/run.sh frontend|deeplink [SECONDS] [libFuzzer flags…]" >&2
    exit 2
    ;;
esac

binary="$out/$target-fuzzer"
# Rebuild when any source is newer than the binary.
if [ ! -x "$binary" ] || [ -n "$(find $sources "$harness" -newer "$binary" 2>/dev/null | head -n 1)" ]; then
    echo "building $binary"
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -module-name NavGenFuzz \
        $sources "$harness" -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
fi

"$binary" "$out/corpus/$target" "$root/Fuzz/Corpus/$target" \
    -dict="$root/Fuzz/$target.dict" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/artifacts/$target/" -print_final_stats=1 "$@"
