// Shared by navgen's command plugins through symbolic links (see NavigationGraphs.swift).
import Foundation
import PackagePlugin

/// The package's source targets, or those named with `--target`.
func selectedTargets(_ package: Package, names: [String]) throws -> [SourceModuleTarget] {
    let targets = names.isEmpty ? package.targets : try package.targets(named: names)
    return targets.compactMap { $0 as? SourceModuleTarget }
}

/// Every `.nav` file under the target's folder, including those a target excludes from its
/// sources (a target that checks generated code in has no build plugin to hand them to).
func graphFiles(of target: SourceModuleTarget) -> [URL] {
    guard let files = FileManager.default.enumerator(at: target.directoryURL, includingPropertiesForKeys: nil) else {
        return []
    }
    return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "nav" }
}

/// Runs navgen with its output shown as it comes, in `directory` when given; returns its exit
/// status.
func run(_ tool: URL, _ arguments: [String], in directory: URL? = nil) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
