import CoffeeNavigation
import Foundation
import NavGenCore
import ReaderNavigation
import SocialNavigation
import TestSupport
import Testing

/// `navgen resolve`, `check --urls` and `diff` answer with the core's `URLMatcher`; the app
/// answers with the generated parser. They must agree on every URL, or the tools would vouch for
/// links the app refuses. Compared here on the spec's table and on seeded random mutations of it.
@Suite struct ResolverAgreementTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func matcher(_ path: String) throws -> URLMatcher {
        let bytes = try Array(Data(contentsOf: packageRoot.appendingPathComponent(path)))
        let graph = try #require(GraphCompiler.check(SourceFile(name: path, bytes: bytes)).graph)
        return URLMatcher(graph: graph)
    }

    /// `tab menu`, `stack menu [menuItem]`, `sheet cart`, or `nothing`: the screens a link opens.
    static func shape(_ target: LinkTarget?) -> String {
        switch target {
        case nil: return "nothing"
        case .stackRoot(let tab)?: return "tab \(tab ?? "root")"
        case .stack(let tab, let routes)?:
            return "stack \(tab ?? "root") [\(routes.map(\.name).joined(separator: ", "))]"
        case .modal(let modal)?: return "sheet \(modal.name)"
        case .modalStack(let modal, let routes)?:
            return "sheetStack \(modal.name) [\(routes.map(\.name).joined(separator: ", "))]"
        case .resolver(let resolver, _)?: return "resolve \(resolver.name)"
        case .alert(let alert)?: return "alert \(alert.name)"
        }
    }

    /// `stack menu [menuItem, checkout]`: what holds the stack, then its routes' case names.
    static func stackShape(_ holder: String, _ routes: [Any]) -> String {
        "\(holder) [\(routes.map(caseName).joined(separator: ", "))]"
    }

    static func caseName(_ value: Any) -> String {
        String(String(describing: value).prefix { $0 != "(" })
    }

    static func shape(_ link: CoffeeDeepLink?) -> String {
        switch link {
        case nil: return "nothing"
        case .tab(let tab)?: return "tab \(tab.rawValue)"
        case .stack(let tab, let routes)?: return stackShape("stack \(tab.rawValue)", routes)
        case .sheet(let sheet)?: return "sheet \(caseName(sheet))"
        case .sheetStack(let sheet, let routes)?: return stackShape("sheetStack \(caseName(sheet))", routes)
        }
    }

    static func shape(_ link: ReaderDeepLink?) -> String {
        switch link {
        case nil: return "nothing"
        case .root?: return "tab root"
        case .stack(let routes)?: return stackShape("stack root", routes)
        case .sheet(let sheet)?: return "sheet \(caseName(sheet))"
        case .sheetStack(let sheet, let routes)?: return stackShape("sheetStack \(caseName(sheet))", routes)
        }
    }

    static func shape(_ link: SocialDeepLink?) -> String {
        switch link {
        case nil: return "nothing"
        case .tab(let tab)?: return "tab \(tab.rawValue)"
        case .stack(let tab, let routes)?: return stackShape("stack \(tab.rawValue)", routes)
        case .sheet(let sheet)?: return "sheet \(caseName(sheet))"
        case .sheetStack(let sheet, let routes)?: return stackShape("sheetStack \(caseName(sheet))", routes)
        }
    }

    /// The table's URLs and `count` mutations of them: characters dropped, swapped, or replaced by
    /// ones that matter to a URL reader.
    static func corpus(_ seeds: [String], count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let pieces = [
            "/", "?", "&", "=", "#", "%", ":", "@", "+", ".", "-", " ", "0", "9", "a", "Z", "é", "%2F", "%20", "%C3%A9",
            "%FF", "//", "42", "-1", "1.5e3", "true", "x", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ]
        var result = seeds
        for _ in 0..<count {
            var text = Array(seeds[Int(random.next() % UInt64(seeds.count))])
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let position = text.isEmpty ? 0 : Int(random.next() % UInt64(text.count + 1))
                switch random.next() % 3 {
                case 0 where position < text.count: text.remove(at: position)
                case 1: text.insert(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))], at: position)
                default:
                    let piece = pieces[Int(random.next() % UInt64(pieces.count))]
                    if position < text.count, let first = piece.first { text[position] = first }
                }
            }
            result.append(String(text))
        }
        return result
    }

    @Test func coffeeAgrees() throws {
        let matcher = try Self.matcher("graphs/app.nav")
        var opened = 0
        for url in Self.corpus(DeepLinkParsingTests.coffeeTable.map(\.url), count: 20_000, seed: 7) {
            let expected = Self.shape(CoffeeDeepLink(string: url))
            #expect(Self.shape(matcher.resolve(url).target) == expected, "\(url)")
            if expected != "nothing" { opened += 1 }
        }
        // Most mutations break a URL; enough must survive that matching, not refusal, is compared.
        #expect(opened > 500)
    }

    @Test func readerAgrees() throws {
        let matcher = try Self.matcher("graphs/reader.nav")
        for url in Self.corpus(DeepLinkParsingTests.readerTable.map(\.url), count: 20_000, seed: 11) {
            let expected = Self.shape(ReaderDeepLink(string: url))
            #expect(Self.shape(matcher.resolve(url).target) == expected, "\(url)")
        }
    }

    /// With raw-value types, the resolver cannot run the app's initializers: it names what the
    /// URL opens if they take the raw values and what it opens if one refuses, and the app's
    /// answer must be one of the two.
    @Test func socialAgrees() throws {
        let matcher = try Self.matcher("Tests/Graphs/social.nav")
        let seeds = [
            "social://accounts/42", "social://accounts/-5", "social://compose/public", "social://compose/everyone",
            "social://tags/swift?visibility=direct&visibility=public", "social://tags/a%20b",
            "social://search/cats?tag=b&tag=a&author=7", "social://web?url=https%3A%2F%2Fexample.com%2Fa&title=Hi",
            "social://contacts/01020304-0506-0708-090a-0b0c0d0e0f10", "https://social.example/@dimillian",
        ]
        var refusedAndFollowed = 0
        for url in Self.corpus(seeds, count: 20_000, seed: 18) {
            let expected = Self.shape(SocialDeepLink(string: url))
            let resolution = matcher.resolve(url)
            if Self.shape(resolution.target) == expected { continue }
            let refusal = try #require(resolution.ifRefused, "\(url): \(expected)")
            #expect(Self.shape(refusal.fallback?.target) == expected, "\(url)")
            refusedAndFollowed += 1
        }
        #expect(refusedAndFollowed > 10)
    }

    /// Values too, where Swift's own descriptions can be compared: `menuItem(id: 42)`.
    @Test func coffeeValuesAgree() throws {
        let matcher = try Self.matcher("graphs/app.nav")
        let urls = ["coffee://menu/42", "coffee://menu/-7", "coffee://checkout", "coffee://cart", "coffee://signin"]
        let expected = [
            ".stack(.menu, [.menuItem(id: 42)])", ".stack(.menu, [.menuItem(id: -7)])",
            ".sheetStack(.cart, [.checkout])", ".sheet(.cart)", ".sheet(.signIn)",
        ]
        #expect(urls.map { matcher.resolve($0).target?.swiftExpression } == expected)
        for (url, expression) in zip(urls, expected) {
            let generated = try #require(CoffeeDeepLink(string: url))
            let described = String(describing: generated).replacingOccurrences(of: "CoffeeNavigation.Coffee", with: "")
                .replacingOccurrences(of: "Tab.", with: ".").replacingOccurrences(of: "Route.", with: ".")
                .replacingOccurrences(of: "Sheet.", with: ".")
            #expect("." + described == expression)
        }
    }
}
