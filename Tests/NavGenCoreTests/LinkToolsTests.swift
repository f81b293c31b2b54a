import NavGenCore
import Testing

/// `resolve`, `check --urls`, `graph`, `aasa` and `plist` on small graphs, output compared whole.
@Suite struct LinkToolsTests {
    static let shop = """
        app Shop
        scheme "shop"
        host "shop.example.com"
        tab home url "/" {
            push item, search
            present cart
        }
        route item(id: Int, tab: String = "info") url "/items/:id?tab=:tab"
        route search(q: String, page: Int?) url "/search?q=:q&page=:page"
        sheet cart url "/cart"

        """

    static func matcher(_ text: String = shop) throws -> URLMatcher {
        URLMatcher(graph: try graph(text))
    }

    @Test func resolvedTargets() throws {
        let matcher = try Self.matcher()
        let resolved = [
            "shop://items/42", "shop://items/42?tab=reviews", "https://SHOP.example.com/search?q=a+b",
            "shop://search?q=x&page=2", "shop://cart", "shop://",
        ].map { matcher.resolve($0).target?.swiftExpression }
        #expect(
            resolved == [
                ".stack(.home, [.item(id: 42, tab: \"info\")])",
                ".stack(.home, [.item(id: 42, tab: \"reviews\")])",
                ".stack(.home, [.search(q: \"a b\", page: nil)])",
                ".stack(.home, [.search(q: \"x\", page: 2)])",
                ".sheet(.cart)",
                ".tab(.home)",
            ])
    }

    @Test func reasonsForURLsThatOpenNothing() throws {
        let matcher = try Self.matcher()
        let reasons = [
            "http://shop.example.com/cart", "https://Evil.Example.com/cart", "shop://items/4 2",
            "https://u@shop.example.com/cart", "https://shop.example.com:8443/cart", "shop://items/%zz", "cart",
            String(repeating: "a", count: 4097),
            "shop://items/abc", "shop://search", "shop://search?q=x&page=two", "shop://items/1/2",
        ].map { matcher.resolve($0).failureReason }
        #expect(
            reasons == [
                "'http' links never open an app: universal links are https, and only to a declared host",
                "host 'Evil.Example.com' is not declared",
                "' ' at byte 15 must be percent-encoded",
                "it has a user or password",
                "it has a port",
                "a percent escape is malformed or does not decode to UTF-8",
                "it is not an absolute URL (scheme:… or scheme://…)",
                "it has 4097 bytes; links longer than 4096 are refused unread",
                "nearest pattern \"/items/:id?tab=:tab\" wants an Int at segment 2, got `abc`",
                "nearest pattern \"/search?q=:q&page=:page\" wants query item `q`",
                "nearest pattern \"/search?q=:q&page=:page\" wants an Int in query item `page`, got `two`",
                "nearest pattern \"/items/:id?tab=:tab\" wants 2 path segments, the URL has 3",
            ])
    }

    @Test func backtracksFromALiteralThatFailsFurtherRight() throws {
        let matcher = try Self.matcher(
            """
            tab home url "/" { push a, b }
            route a url "/x/new/edit"
            route b(id: String) url "/x/:id"

            """)
        #expect(matcher.resolve("https://h/x/new").failureReason == "host 'h' is not declared")
        let withScheme = try Self.matcher(
            """
            scheme "s"
            tab home url "/" { push a, b }
            route a url "/x/new/edit"
            route b(id: String) url "/x/:id"

            """)
        #expect(withScheme.resolve("s://x/new").target?.swiftExpression == ".stack(.home, [.b(id: \"new\")])")
        #expect(withScheme.resolve("s://x/new/edit").target?.swiftExpression == ".stack(.home, [.a])")
    }

    @Test func resolveReportText() throws {
        let matcher = try Self.matcher()
        let report = LinkReport(graph: matcher.graph, fileName: "shop.nav")
        let text = report.text(["shop://items/7", "shop://items/x", "ftp://a"].map { matcher.resolve($0) })
        #expect(
            text == """
                shop://items/7 → tab home, stack [item(id: 7, tab: "info")]
                  matched "/items/:id?tab=:tab" of route item (shop.nav:8:47)
                shop://items/x → nothing: no pattern matches it
                  nearest "/items/:id?tab=:tab" of route item (shop.nav:8:47): wants an Int at segment 2, got `x`
                ftp://a → nothing: scheme 'ftp' is not declared

                """)
    }

    @Test func resolveReportJSON() throws {
        let matcher = try Self.matcher()
        let report = LinkReport(graph: matcher.graph, fileName: "shop.nav")
        #expect(
            report.json([matcher.resolve("shop://cart")]).rendered() == """
                [
                  {
                    "url": "shop://cart",
                    "matched": true,
                    "pattern": {
                      "pattern": "/cart",
                      "screen": "cart",
                      "file": "shop.nav",
                      "line": 10,
                      "column": 16
                    },
                    "opens": {
                      "kind": "modal",
                      "modal": {
                        "screen": "cart",
                        "arguments": {}
                      }
                    },
                    "deepLink": "ShopDeepLink.sheet(.cart)",
                    "requires": [],
                    "refusedWhile": []
                  }
                ]
                """)
    }

    @Test func corpusReplayAgainstABase() throws {
        let base = try Self.matcher()
        let changed = try Self.matcher(
            Self.shop.replacingOccurrences(of: "\"/cart\"", with: "\"/basket\"")
                .replacingOccurrences(of: "push item, search", with: "push item, search, cartPage")
                + "route cartPage url \"/cart\"\n")
        let corpus = URLCorpus(
            text: "# campaign\nshop://items/1\n\n  shop://cart  \nshop://search?q=x\r\nshop://nope\n")
        #expect(corpus.entries.map(\.line) == [2, 4, 5, 6])
        let replay = corpus.replay(on: changed, base: base)
        let report = LinkReport(graph: changed.graph, fileName: "new.nav")
        #expect(replay.opened == 2 && replay.waiting == 0)
        #expect(
            report.text(replay.findings, opened: replay.opened, corpusName: "urls.txt", comparedWithBase: true) == """
                urls.txt:4:1: error: shop://cart now opens tab home, stack [cartPage] instead of sheet cart
                urls.txt:6:1: error: shop://nope matches nothing: nearest pattern "/cart" wants `cart` at segment 1, got `nope`
                checked 4 URLs: 2 open the same screen, 2 failed

                """)
    }

    @Test func dotDiagramMarksUnreachableScreens() throws {
        let text = """
            app Shop
            tab home url "/" { push item present cart }
            route item(id: Int) url "/items/:id"
            route lost
            sheet cart

            """
        let result = GraphCompiler.check(SourceFile(name: "shop.nav", text: text))
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        #expect(
            DOTWriter().write(diagram, sourceName: "shop.nav") == """
                // Generated by navgen \(NavGenVersion.current) from shop.nav. Do not edit.
                digraph "Shop" {
                    rankdir=LR;
                    node [shape=box, style=rounded, fontname="Helvetica"];
                    graph [fontname="Helvetica"];
                    edge [fontname="Helvetica"];

                    subgraph "cluster_home" {
                        label="tab Home";
                        style=rounded;
                        "home" [label="tab home\\n/", penwidth=2];
                        "item" [label="route item(id: Int)\\n/items/:id"];
                    }

                    "lost" [label="route lost", color=red, fontcolor=red, xlabel="unreachable"];
                    "cart" [label="sheet cart", shape=note];

                    "home" -> "item";
                    "home" -> "cart" [style=dashed, label="present"];
                }

                """)
        #expect(
            MermaidWriter().write(diagram, sourceName: "shop.nav") == """
                %% Generated by navgen \(NavGenVersion.current) from shop.nav. Do not edit.
                flowchart LR
                    subgraph tab_home["tab Home"]
                        s_home[["tab home<br/>/"]]
                        s_item("route item(id: Int)<br/>/items/:id")
                    end
                    s_lost("route lost<br/>unreachable")
                    s_cart[/"sheet cart"/]
                    s_home --> s_item
                    s_home -. present .-> s_cart
                    classDef unreachable stroke:#d00,color:#d00,stroke-width:2px
                    class s_lost unreachable

                """)
    }

    @Test func groupsAndGlobalAreDrawnOnceAndModalStacksStayOutOfTabs() throws {
        let result = GraphCompiler.check(
            SourceFile(
                name: "social.nav",
                text: """
                    tab home { use common }
                    tab search { use common }
                    edges common { push post }
                    global { present compose }
                    route post
                    sheet compose { push draft }
                    route draft
                    """))
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        #expect(
            MermaidWriter().write(diagram, sourceName: "social.nav") == """
                %% Generated by navgen \(NavGenVersion.current) from social.nav. Do not edit.
                flowchart LR
                    subgraph tab_home["tab Home"]
                        s_home[["tab home"]]
                        s_post("route post")
                    end
                    subgraph tab_search["tab Search"]
                        s_search[["tab search"]]
                    end
                    s_compose[/"sheet compose"/]
                    s_draft("route draft")
                    g_common{{"edges common"}}
                    global_edges{{"global (every tab and route)"}}
                    s_home -- use --> g_common
                    s_search -- use --> g_common
                    s_compose --> s_draft
                    g_common --> s_post
                    global_edges -. present .-> s_compose

                """)
        let dot = DOTWriter().write(diagram, sourceName: "social.nav")
        #expect(dot.contains(#"    "edges common" [label="edges common", style="rounded,dashed"];"#))
        #expect(dot.contains(#"    "home" -> "edges common" [style=dotted, label="use"];"#))
        #expect(dot.contains(#"    "global edges" -> "compose" [style=dashed, label="present"];"#))
    }

    @Test func diagramTextIsEscaped() throws {
        let result = GraphCompiler.check(
            SourceFile(
                name: "q.nav",
                text: """
                    tab home "a\\"b" url "/x\\\\y/<z>" { push end }
                    route end url "/e#1"

                    """))
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        let dot = DOTWriter().write(diagram, sourceName: "q.nav")
        #expect(dot.contains(#"label="tab a\"b";"#))
        #expect(dot.contains(#""home" [label="tab home\n/x\\y/<z>", penwidth=2];"#))
        let mermaid = MermaidWriter().write(diagram, sourceName: "q.nav")
        #expect(mermaid.contains(#"subgraph tab_home["tab a#quot;b"]"#))
        #expect(mermaid.contains(#"s_home[["tab home<br/>/x\y/#lt;z#gt;"]]"#))
        #expect(mermaid.contains(#"s_end("route end<br/>/e#35;1")"#))
    }

    @Test func appSiteAssociation() throws {
        let association = AppSiteAssociation(graph: try graph(Self.shop))
        #expect(
            association.document(appIDs: ["ABCDE12345.com.example.shop"]).rendered() == """
                {
                  "applinks": {
                    "details": [
                      {
                        "appIDs": [
                          "ABCDE12345.com.example.shop"
                        ],
                        "components": [
                          {
                            "/": "/",
                            "comment": "tab home: /"
                          },
                          {
                            "/": "/items/?*",
                            "comment": "route item: /items/:id?tab=:tab"
                          },
                          {
                            "/": "/search",
                            "?": {
                              "q": "?*"
                            },
                            "comment": "route search: /search?q=:q&page=:page"
                          },
                          {
                            "/": "/cart",
                            "comment": "sheet cart: /cart"
                          }
                        ]
                      }
                    ]
                  }
                }
                """)
        #expect(AppSiteAssociation.isValidAppID("ABCDE12345.com.example.shop"))
        #expect(!AppSiteAssociation.isValidAppID("ABCDE1234.com.example"))
        #expect(!AppSiteAssociation.isValidAppID("ABCDE12345."))
        #expect(!AppSiteAssociation.isValidAppID("ABCDE12345.a..b"))
        #expect(!AppSiteAssociation.isValidAppID("ABCDE12345.a b"))
    }

    @Test func propertyLists() throws {
        let plist = URLTypesPropertyList(graph: try graph(Self.shop))
        #expect(
            plist.xml(try #require(plist.infoPlist(urlName: "com.example.<shop>"))) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                \t<key>CFBundleURLTypes</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>CFBundleTypeRole</key>
                \t\t\t<string>Viewer</string>
                \t\t\t<key>CFBundleURLName</key>
                \t\t\t<string>com.example.&lt;shop&gt;</string>
                \t\t\t<key>CFBundleURLSchemes</key>
                \t\t\t<array>
                \t\t\t\t<string>shop</string>
                \t\t\t</array>
                \t\t</dict>
                \t</array>
                </dict>
                </plist>

                """)
        #expect(
            plist.entitlements()?.rendered() == """
                {
                  "com.apple.developer.associated-domains": [
                    "applinks:shop.example.com"
                  ]
                }
                """)
        let schemeless = URLTypesPropertyList(graph: try graph("tab home\n"))
        #expect(schemeless.infoPlist() == nil)
        #expect(schemeless.entitlements() == nil)
    }
}
