import Foundation
import Testing
@testable import NavGenCore

/// Type-checks the SwiftUI half of the generated code, which cannot build on Linux, against
/// Tests/SwiftUIStub/SwiftUI.swift: a module named SwiftUI with the declarations the glue uses.
/// A typo or a wrong signature in the glue fails here.
///
/// On macOS the same check runs against the real SwiftUI: `swift test --filter SwiftUIGlueTests`
/// there compiles for the iOS simulator SDK with `xcrun` instead of the stub.
@Suite(.serialized) struct SwiftUIGlueTests {
    static let root = ReferenceOutputTests.packageRoot

    /// A small app that uses the generated API the way README shows.
    static let appCode = """
        import SwiftUI

        @MainActor func makeRoot() -> some View {
            let router = CoffeeRouter()
            router.open(URL(string: "coffee://menu/42")!)
            return CoffeeRootView(screens: CoffeeAppScreens(), router: router)
        }
        """

    private func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["--sdk", "iphonesimulator", "swiftc", "-target", "arm64-apple-ios17.0-simulator"] + arguments
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        #endif
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Compiles the stub into `directory` (not on macOS, where SwiftUI is real) and returns the
    /// flags that make it importable.
    private func swiftUIFlags(in directory: URL) throws -> [String] {
        #if os(macOS)
        return []
        #else
        let stub = Self.root.appendingPathComponent("Tests/SwiftUIStub/SwiftUI.swift").path
        let result = try swiftc([
            "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI", "-emit-module",
            "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path, stub,
        ])
        try #require(result.status == 0, "the SwiftUI stub does not compile:\n\(result.output)")
        return ["-I", directory.path]
        #endif
    }

    @Test func glueOfEveryReferenceGraphTypeChecks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)

        for (graph, module) in ReferenceOutputTests.references {
            let reference = Self.root.appendingPathComponent("Tests/References/\(module)/\(module).swift").path
            let source = SourceFile(name: graph, bytes: Array(try Data(contentsOf: Self.root.appendingPathComponent(graph))))
            let checked = try #require(GraphCompiler.check(source).graph)
            let scaffold = directory.appendingPathComponent("\(module)Screens.swift")
            try Data(ScaffoldEmitter(options: EmitterOptions(sourceName: graph)).emit(checked).utf8).write(to: scaffold)
            var files = [reference, scaffold.path]
            if module == "Coffee" {
                let app = directory.appendingPathComponent("App.swift")
                try Data(Self.appCode.utf8).write(to: app)
                files.append(app.path)
            }
            let result = try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + files)
            #expect(result.status == 0, "the SwiftUI glue of \(graph) does not type-check:\n\(result.output)")
        }
    }

    @Test func internalAccessTypeChecks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-internal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let source = SourceFile(name: "app.nav", bytes: Array(try Data(contentsOf: Self.root.appendingPathComponent("graphs/app.nav"))))
        let checked = try #require(GraphCompiler.check(source).graph)
        let options = EmitterOptions(access: .internal, sourceName: "app.nav")
        let generated = SwiftEmitter(options: options).emit(checked)
        #expect(!generated.contains("public "))
        let files = [("Navigation.swift", generated), ("Screens.swift", ScaffoldEmitter(options: options).emit(checked)), ("App.swift", Self.appCode)]
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let result = try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags
            + files.map { directory.appendingPathComponent($0.0).path })
        #expect(result.status == 0, "internal output does not type-check:\n\(result.output)")
    }
}
