#!/usr/bin/env bash
# End-to-end checks of navgen's SwiftPM plugins in a scratch consumer package:
#   1. the build tool plugin compiles a target's graph into its build;
#   2. builds with no change rewrite and recompile nothing, and run no navgen command;
#   3. a broken graph fails the build with the graph's own file:line:column: error;
#   4. generate-navigation writes checked-in code next to a graph; lint-navigation fails on errors;
#   5. a target with a graph but without NavGenRuntime fails with an error naming the line to add,
#      printed once although SwiftPM runs the plugin twice (to plan the tools, then the build);
#   6. a target that uses the plugin and has no graph builds with a warning saying where graphs go;
#   7. generate-navigation refuses a target whose graph its build plugin compiles, writing nothing;
#   8. modules (SPEC §6): an app target's graph gets the module graphs of the targets it depends on;
#      changing one module's graph regenerates that module's file and the app's, nothing else; two
#      modules claiming one URL fail the app's build at the later module's line.
# Usage: Tests/PluginTests/run.sh   (from anywhere; prints "N passed, N failed")
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $what"; fi
}

mkdir -p "$work/Sources/App" "$work/Sources/Checked"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Scratch",
    dependencies: [.package(name: "navgen", path: "$root")],
    targets: [
        .target(
            name: "App", dependencies: [.product(name: "NavGenRuntime", package: "navgen")],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),
        // Checks its generated code in: the graph is excluded from the build and written by
        // \`swift package generate-navigation\`.
        .target(name: "Checked", dependencies: [.product(name: "NavGenRuntime", package: "navgen")], exclude: ["Flow/flow.nav"]),
    ]
)
MANIFEST
cat > "$work/Sources/App/app.nav" <<'GRAPH'
app Scratch
scheme "scratch"

tab home url "/" {
    push detail
}
route detail(id: Int) url "/detail/:id"
GRAPH
echo 'func openDetail() -> ScratchDeepLink? { ScratchDeepLink(string: "scratch://detail/7") }' > "$work/Sources/App/App.swift"
mkdir -p "$work/Sources/Checked/Flow"
printf 'app Flow\nroot {\n    push step\n}\nroute step\n' > "$work/Sources/Checked/Flow/flow.nav"
echo 'public let checked = true' > "$work/Sources/Checked/Checked.swift"

build() { (cd "$work" && timeout 1200 swift build "$@" 2>&1); }

# 1. A first build generates and compiles.
first=$(build)
check "the first build succeeds" test $? -eq 0
check "the first build runs navgen on the graph" grep -q "navgen app.nav" <<<"$first"
generated=$(find "$work/.build" -name "app.navgen.swift" -path "*NavGenPlugin*" | head -n 1)
check "the generated file is in the plugin's output folder" test -n "$generated"
stamp=$(stat -c %Y "$generated" 2>/dev/null || stat -f %m "$generated")

# 2. Builds with nothing changed rewrite nothing and compile nothing. SwiftPM (6.x, Linux) relinks
# a plugin's tool once more on the build after the first, which re-runs navgen; navgen leaves
# identical output untouched, so nothing recompiles. From then on, no navgen command runs at all.
sleep 1
second=$(build)
check "the second build succeeds" test $? -eq 0
check "the second build compiles nothing" bash -c '! grep -q "Compiling App" <<<"$0"' "$second"
check "the generated file is untouched" test "$(stat -c %Y "$generated" 2>/dev/null || stat -f %m "$generated")" = "$stamp"
third=$(build)
check "the third build succeeds" test $? -eq 0
check "a build with no change runs no navgen command" bash -c '! grep -q "navgen app.nav" <<<"$0"' "$third"
check "a build with no change compiles nothing" bash -c '! grep -qE "Compiling (App|Checked) " <<<"$0"' "$third"
if grep -q "navgen app.nav" <<<"$third"; then echo "$third"; fi

# 3. A broken graph fails the build at its own line and column.
printf 'app Scratch\nscheme "scratch"\n\ntab home url "/" {\n    push detial\n}\nroute detail(id: Int) url "/detail/:id"\n' > "$work/Sources/App/app.nav"
broken=$(build)
status=$?
check "a broken graph fails the build" test $status -ne 0
check "the error names the graph's file, line and column" grep -qF "$work/Sources/App/app.nav:5:10: error: unknown destination 'detial'; did you mean 'detail'? [unknown-destination]" <<<"$broken"
if ! grep -qF "app.nav:5:10: error:" <<<"$broken"; then echo "$broken" | tail -n 20; fi

# 4. The command plugins.
lint=$(cd "$work" && timeout 600 swift package lint-navigation 2>&1)
check "lint-navigation fails on the broken graph" test $? -ne 0
check "lint-navigation shows the diagnostic" grep -qF "app.nav:5:10: error: unknown destination 'detial'" <<<"$lint"
# GitHub attaches annotations to paths relative to the repository's root: the package's here.
github=$(cd "$work" && timeout 600 swift package lint-navigation --format github 2>&1)
check "lint-navigation's annotations name the graph from the package's root" grep -qF "::error file=Sources/App/app.nav,line=5,col=10," <<<"$github"
sed -i.bak 's/detial/detail/' "$work/Sources/App/app.nav" && rm -f "$work/Sources/App/app.nav.bak"
generate=$(cd "$work" && timeout 600 swift package --allow-writing-to-package-directory generate-navigation --target Checked 2>&1)
check "generate-navigation succeeds" test $? -eq 0
check "generate-navigation writes the Swift next to the graph" test -f "$work/Sources/Checked/Flow/Flow_flow.navgen.swift"
echo 'let flow = FlowRouter.self' > "$work/Sources/Checked/Checked.swift"
fixed=$(build)
check "the repaired package builds, checked-in code included" test $? -eq 0
if [ "$failed" -ne 0 ]; then echo "$fixed" | tail -n 20; fi

# 5. A graph in a target that does not depend on NavGenRuntime.
mkdir -p "$work/Sources/Bare"
printf 'app Bare\nroot\n' > "$work/Sources/Bare/bare.nav"
echo 'public let bare = true' > "$work/Sources/Bare/Bare.swift"
sed -i.bak 's|^    \]$|        .target(name: "Bare", plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),\n    ]|' "$work/Package.swift" && rm -f "$work/Package.swift.bak"
bare=$(build --target Bare)
check "a graph without the runtime fails the build" test $? -ne 0
check "the error names the dependency to add" grep -qF "target 'Bare' has navigation graphs (bare.nav) whose generated Swift imports NavGenRuntime: add .product(name: \"NavGenRuntime\", package: \"navgen\") to the target's dependencies in Package.swift" <<<"$bare"
check "it is the only error: nothing was generated to fail" bash -c '! grep "error:" <<<"$0" | grep -qv -e "target .Bare. has navigation graphs" -e "build planning stopped"' "$bare"
check "the error is printed once" test "$(grep -c "target 'Bare' has navigation graphs" <<<"$bare")" -eq 1
if [ "$failed" -ne 0 ]; then echo "$bare" | tail -n 20; fi

# 6. A target that uses the plugin with its graph left outside it. (Bare goes first: planning any
# build runs the plugin on every target, and Bare's error would stop it.)
sed -i.bak '/name: "Bare"/d' "$work/Package.swift" && rm -f "$work/Package.swift.bak" && rm -rf "$work/Sources/Bare"
mkdir -p "$work/Sources/Empty" "$work/graphs"
printf 'app Empty\nroot\n' > "$work/graphs/empty.nav"
echo 'public let empty = true' > "$work/Sources/Empty/Empty.swift"
sed -i.bak 's|^    \]$|        .target(name: "Empty", dependencies: [.product(name: "NavGenRuntime", package: "navgen")], plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),\n    ]|' "$work/Package.swift" && rm -f "$work/Package.swift.bak"
empty=$(build --target Empty)
check "a target without a graph still builds" test $? -eq 0
check "the build warns that the target has no graph" grep -qF "warning: target 'Empty' uses NavGenPlugin but has no .nav file: graphs/empty.nav is in no target's folder; move it into Sources/Empty/" <<<"$empty"
check "the warning is printed once" test "$(grep -c "target 'Empty' uses NavGenPlugin" <<<"$empty")" -eq 1
if [ "$failed" -ne 0 ]; then echo "$empty" | tail -n 20; fi

# 7. generate-navigation on a target whose build plugin compiles its graph.
refused=$(cd "$work" && timeout 600 swift package --allow-writing-to-package-directory generate-navigation --target App 2>&1)
check "generate-navigation refuses a target that builds its graph" test $? -ne 0
check "the refusal says to choose one" grep -qF "target 'App' builds app.nav itself" <<<"$refused"
check "the refusal writes nothing" test ! -e "$work/Sources/App/app.navgen.swift"
if [ "$failed" -ne 0 ]; then echo "$refused" | tail -n 20; fi

# 8. Modules: two feature targets with module graphs and an app target whose graph uses them.
modular=$(mktemp -d)
trap 'rm -rf "$work" "$modular"' EXIT
mkdir -p "$modular/Sources/Feed" "$modular/Sources/Profile" "$modular/Sources/Shell"
cat > "$modular/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let runtime: Target.Dependency = .product(name: "NavGenRuntime", package: "navgen")
let plugin: Target.PluginUsage = .plugin(name: "NavGenPlugin", package: "navgen")
let package = Package(
    name: "Modular",
    dependencies: [.package(name: "navgen", path: "$root")],
    targets: [
        .target(name: "Feed", dependencies: [runtime], plugins: [plugin]),
        .target(name: "Profile", dependencies: [runtime], plugins: [plugin]),
        .target(name: "Shell", dependencies: [runtime, "Feed", "Profile"], plugins: [plugin]),
    ]
)
MANIFEST
printf 'module Feed\nroute post(id: Int) url "/posts/:id" {\n    push profile\n}\nexit profile(handle: String)\n' > "$modular/Sources/Feed/feed.nav"
printf 'module Profile\nroute profile(handle: String) url "/u/:handle"\n' > "$modular/Sources/Profile/profile.nav"
printf 'app Shell\nscheme "shell"\nuse Feed, Profile\ntab home url "/" {\n    push Feed.post, Profile.profile\n}\n' > "$modular/Sources/Shell/shell.nav"
echo 'public let feed = FeedRoute.post(id: 1)' > "$modular/Sources/Feed/Feed.swift"
echo 'public let profile = ProfileRoute.profile(handle: "a")' > "$modular/Sources/Profile/Profile.swift"
echo 'let link = ShellDeepLink(string: "shell://posts/1")' > "$modular/Sources/Shell/Shell.swift"
modularBuild() { (cd "$modular" && timeout 1200 swift build "$@" 2>&1); }
firstModular=$(modularBuild)
check "a modular package builds" test $? -eq 0
check "the app's graph is generated with its modules" grep -q "navgen shell.nav" <<<"$firstModular"
if [ "$failed" -ne 0 ]; then echo "$firstModular" | tail -n 20; fi
modularBuild > /dev/null
printf 'module Profile\nroute profile(handle: String) url "/u/:handle" {\n    push followers\n}\nroute followers(handle: String) url "/u/:handle/followers"\n' > "$modular/Sources/Profile/profile.nav"
changed=$(modularBuild)
check "a changed module builds" test $? -eq 0
check "the changed module's graph is generated again" grep -q "navgen profile.nav" <<<"$changed"
check "the app's graph is generated again" grep -q "navgen shell.nav" <<<"$changed"
check "the other module's graph is not" bash -c '! grep -q "navgen feed.nav" <<<"$0"' "$changed"
if [ "$failed" -ne 0 ]; then echo "$changed" | tail -n 20; fi
printf 'module Profile\nroute profile(handle: String) url "/u/:handle" {\n    push pinned\n}\nroute pinned(id: Int) url "/posts/:id"\n' > "$modular/Sources/Profile/profile.nav"
clash=$(modularBuild)
check "two modules claiming one URL fail the app's build" test $? -ne 0
check "the error is at the later module's line, with a note at the other" grep -qF "$modular/Sources/Profile/profile.nav:5:27: error: URL pattern \"/posts/:id\" matches the same URLs as \"/posts/:id\" of 'Feed.post' [duplicate-url]" <<<"$clash"
check "the note is at the other module's line" grep -qF "$modular/Sources/Feed/feed.nav:2:25: note: \"/posts/:id\" is declared here" <<<"$clash"
if [ "$failed" -ne 0 ]; then echo "$clash" | tail -n 20; fi

echo "plugins: $passed passed, $failed failed"
test "$failed" -eq 0
