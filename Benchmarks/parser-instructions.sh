#!/usr/bin/env bash
# Instructions per URL of the generated deep-link parser, counted by callgrind: the way
# docs/performance.md compares the parser of two navgen versions (issue 35's and issue 43's tables).
#
#   bash Benchmarks/parser-instructions.sh ROOT NAVGEN GRAPH URLS [WORK]
#
# ROOT is a navgen checkout whose Sources/NavGenRuntime is built, NAVGEN the navgen that generates
# GRAPH's Swift (give an older checkout and its own navgen to measure that version), URLS a file of
# URLs (`navgen-benchmarks --write-graph N` and `--write-urls N` write the suite's). The runtime and
# the generated code are built `-O -wmo`, as SwiftPM builds them for an app's release; the driver
# reads every URL once and then ten times, and the difference is divided by ten passes, so that the
# table's one-time build and the reading of the file are left out.
set -euo pipefail
root=$1; navgen=$2; graph=$3; urls=$4; work=${5:-$(mktemp -d)}
mkdir -p "$work/runtime"
(cd "$work/runtime" && swiftc -swift-version 6 -O -wmo -parse-as-library -emit-module -emit-library -static \
    -module-name NavGenRuntime "$root"/Sources/NavGenRuntime/*.swift)
"$navgen" generate "$graph" -o "$work/Synthetic.swift" --access public
(cd "$work" && swiftc -swift-version 6 -O -wmo -parse-as-library -emit-module -emit-library -static \
    -module-name SyntheticNavigation -I runtime Synthetic.swift)
cat > "$work/main.swift" <<'SWIFT'
import Foundation
import SyntheticNavigation

let urls = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8).split(separator: "\n").map(String.init)
let passes = Int(CommandLine.arguments[2]) ?? 1
@inline(never) func parse(_ urls: [String]) -> Int {
    var opened = 0
    for url in urls where SyntheticDeepLink(string: url) != nil { opened += 1 }
    return opened
}
var total = 0
for _ in 0..<passes { total &+= parse(urls) }
print(total)
SWIFT
swiftc -O -swift-version 6 "$work/main.swift" -I "$work" -I "$work/runtime" "$work/libSyntheticNavigation.a" \
    "$work/runtime/libNavGenRuntime.a" -o "$work/parse"
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/parse" "$urls" "$1" 2>&1 \
        | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*'
}
one=$(count 1)
eleven=$(count 11)
n=$(wc -l < "$urls")
echo "$(( (eleven - one) / (10 * n) )) instructions per URL ($n URLs)"
