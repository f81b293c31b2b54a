import Foundation
import TestSupport
import Testing

@testable import NavGenCore

/// `navgen format`: one layout, comments kept, meaning kept, idempotent.
@Suite struct FormatterTests {
    static let messy = """
        // Header comment

        app   Coffee   // the app
        scheme "coffee"


        tab home    "Home" url "/" icon "house"{push menuItem,promo // two
           present cart }
        // about menu items
        route menuItem( id : Int , page: Int = 1,) url "/menu/:id"
        {
          // what it pushes
          push checkout
        }
        route checkout   route promo(code: String, note: String = "a\\"b\\u{41}\\u{7}") url "/p/:code"
        sheet cart { }
        // trailing
        """

    private func format(_ text: String) -> String? {
        GraphFormatter.format(SourceFile(name: "test.nav", text: text)).text
    }

    @Test func canonicalLayout() {
        #expect(
            format(Self.messy) == """
                // Header comment

                app Coffee // the app
                scheme "coffee"

                tab home "Home" icon "house" url "/" {
                    push menuItem, promo // two
                    present cart
                }
                // about menu items
                route menuItem(id: Int, page: Int = 1) url "/menu/:id" {
                    // what it pushes
                    push checkout
                }
                route checkout
                route promo(code: String, note: String = "a\\"bA\\u{7}") url "/p/:code"
                sheet cart
                // trailing

                """)
    }

    @Test func groupsAndGlobalKeepTheirPlaceAndTheirUses() {
        #expect(
            format(
                """
                global{present login use common}
                tab home{use common   push post}
                edges common { push profile,post // shared
                use   more }
                edges more{present compose}
                route post
                route profile
                sheet login
                sheet compose {push post}
                """) == """
                    global {
                        present login
                        use common
                    }
                    tab home {
                        use common
                        push post
                    }
                    edges common {
                        push profile, post // shared
                        use more
                    }
                    edges more {
                        present compose
                    }
                    route post
                    route profile
                    sheet login
                    sheet compose {
                        push post
                    }

                    """)
    }

    @Test func manyPatternsGoOneToALineAndCommentsStayWithTheirDeclaration() {
        #expect(
            format(
                """
                tab home { push status } // the timeline
                route status(id: String, account: String?) url "/@:account/:id" url "/statuses/:id" url "/web/statuses/:id" url "/s/:id" { push status } // a post
                route short url "/a" url "/b" // fits on one line
                """) == """
                    tab home {
                        push status
                    } // the timeline
                    route status(id: String, account: String?)
                        url "/@:account/:id"
                        url "/statuses/:id"
                        url "/web/statuses/:id"
                        url "/s/:id" {
                        push status
                    } // a post
                    route short url "/a" url "/b" // fits on one line

                    """)
    }

    @Test func syntaxErrorsStopFormatting() {
        let result = GraphFormatter.format(SourceFile(name: "bad.nav", text: "tab home {\n    push\n}\n"))
        #expect(result.text == nil)
        #expect(result.diagnostics.map(\.code) == [.syntax])
        // Other errors do not: the graph is laid out as it is.
        #expect(format("tab home { push ghost }") == "tab home {\n    push ghost\n}\n")
    }

    /// Every graph of the repository and every malformed graph that parses: formatting is
    /// idempotent, keeps every comment, and keeps the meaning (same diagnostics, same Swift).
    @Test func idempotentAndFaithfulOnEveryGraph() throws {
        let root = ReferenceOutputTests.packageRoot
        var paths = ReferenceOutputTests.references.map(\.graph)
        paths += MalformedCorpusTests.graphs.map { "Tests/Malformed/" + $0 }
        paths += ModularReferenceTests.graphs.map { ModularReferenceTests.folder + "/" + $0 }
        var formatted = 0
        for path in paths {
            let text = try String(decoding: Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
            guard let once = format(text) else { continue }
            formatted += 1
            #expect(format(once) == once, "\(path) is not idempotent")
            expectSameMeaning(text, once, path)
        }
        #expect(formatted > 80)
    }

    /// Module and app graphs keep every declaration of SPEC §2.8 as written.
    @Test func moduleDeclarationsKeepTheirForms() {
        let module =
            "module Status in StatusKit requires signedIn\nscreen me requires !guest {\n    push detail\n}\nroute detail(id: String) {\n    push profile\n}\nexit profile(handle: String, tag: String?)\ncondition signedIn\n"
        #expect(format(module) == module)
        let app =
            "app Toot\nuse Status, Account\ntab me \"Me\" icon \"person\" shows Account.me requires signedIn {\n    push Status.detail\n}\nbind Status.reply -> Compose.editor(replyTo: to, quoted: id)\nbind Status.profile -> Account.profile\n"
        #expect(format(app) == app)
        #expect(
            format("module   Status\nexit  profile ( handle : String )\n")
                == "module Status\nexit profile(handle: String)\n")
    }

    @Test func randomGraphsKeepTheirMeaning() {
        var writer = RandomGraphTests.GraphWriter(random: SplitMix64(seed: 7))
        for _ in 0..<100 {
            let text = writer.write().text
            guard let once = format(text) else {
                Issue.record("a valid graph did not format:\n\(text)")
                continue
            }
            #expect(format(once) == once)
            expectSameMeaning(text, once, "random graph")
        }
    }

    private func expectSameMeaning(_ before: String, _ after: String, _ what: String) {
        let old = GraphCompiler.check(SourceFile(name: "x.nav", text: before))
        let new = GraphCompiler.check(SourceFile(name: "x.nav", text: after))
        // Compared as sets: positions move, so diagnostics at one place may swap their order.
        #expect(
            old.diagnostics.map { "\($0.code) \($0.message)" }.sorted()
                == new.diagnostics.map { "\($0.code) \($0.message)" }.sorted(), "\(what)")
        if let oldGraph = old.graph, let newGraph = new.graph {
            let options = EmitterOptions(sourceName: "x.nav")
            #expect(
                SwiftEmitter(options: options).emit(oldGraph) == SwiftEmitter(options: options).emit(newGraph),
                "\(what)")
        }
        #expect(old.syntax?.comments.map(\.text) == new.syntax?.comments.map(\.text), "\(what) lost a comment")
    }
}
