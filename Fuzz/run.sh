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
models=""
mkdir -p "$out/corpus/$target" "$out/artifacts/$target"

case "$target" in
frontend)
    sources=$(find "$root/Sources/NavGenCore" -name '*.swift' | sort)
    harness="$root/Fuzz/FrontEnd/FrontEndFuzzer.swift"
    ;;
deeplink)
    sources="$root/Tests/References/Coffee/Coffee.swift $root/Tests/References/Reader/Reader.swift $root/Tests/References/Social/Social.swift $root/Tests/References/Links/Links.swift $root/Tests/References/Messenger/Messenger.swift"
    # The Social graph's app types, the module its generated code imports.
    models="$root/Tests/References/SocialModels/Models.swift"
    harness="$root/Fuzz/DeepLink/DeepLinkFuzzer.swift"
    ;;
*)
    echo "usage: Fuzz/run.sh frontend|deeplink [SECONDS] [libFuzzer flags…]" >&2
    exit 2
    ;;
esac

binary="$out/$target-fuzzer"
runtime_sources=$(find "$root/Sources/NavGenRuntime" -name '*.swift' | sort)
# Rebuild when any source is newer than the binary.
if [ ! -x "$binary" ] || [ -n "$(find $sources $runtime_sources $models "$harness" -newer "$binary" 2>/dev/null | head -n 1)" ]; then
    echo "building $binary"
    # Both targets import NavGenRuntime (the generated code, and NavGenCore's link tools): it is
    # built on its own (SPEC §6), instrumented too, since reading hostile URLs is its job.
    mkdir -p "$out/runtime-$target"
    # shellcheck disable=SC2086
    (cd "$out/runtime-$target" && swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -emit-module \
        -emit-library -static -module-name NavGenRuntime $runtime_sources 2> >(grep -v "Cannot export local symbol" >&2))
    model_flags=""
    if [ -n "$models" ]; then
        (cd "$out/runtime-$target" && swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 \
            -emit-module -emit-library -static -module-name SocialModels "$models" \
            2> >(grep -v "Cannot export local symbol" >&2))
        model_flags="-lSocialModels"
    fi
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -module-name NavGenFuzz \
        -I "$out/runtime-$target" -L "$out/runtime-$target" -lNavGenRuntime $model_flags \
        $sources "$harness" -o "$binary" 2> >(grep -v "Cannot export local symbol" >&2)
fi

"$binary" "$out/corpus/$target" "$root/Fuzz/Corpus/$target" \
    -dict="$root/Fuzz/$target.dict" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/artifacts/$target/" -print_final_stats=1 "$@"
