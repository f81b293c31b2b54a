import CoffeeNavigation
import Foundation
import ReaderNavigation
import Testing

/// SPEC §2.4 rule by rule, against the parser generated for graphs/app.nav and graphs/reader.nav.
@Suite struct DeepLinkParsingTests {
    static let orderID = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
    static let uuid = UUID(uuidString: orderID) ?? UUID()

    static let coffeeTable: [(url: String, expected: CoffeeDeepLink?)] = [
        // Schemes and hosts.
        ("coffee://menu/42", .stack(.menu, [.menuItem(id: 42)])),
        ("COFFEE://menu/42", .stack(.menu, [.menuItem(id: 42)])),
        ("https://coffee.example.com/menu/42", .stack(.menu, [.menuItem(id: 42)])),
        ("HTTPS://Coffee.Example.COM/menu/42", .stack(.menu, [.menuItem(id: 42)])),
        ("http://coffee.example.com/menu/42", nil),
        ("ftp://coffee.example.com/menu/42", nil),
        ("https://evil.example.com/menu/42", nil),
        ("https://coffee.example.com.evil.com/menu/42", nil),
        ("tea://menu/42", nil),
        // A link without `//` reads as the path after the colon (language 4).
        ("coffee:menu/42", .stack(.menu, [.menuItem(id: 42)])),
        ("coffee:/menu/42", .stack(.menu, [.menuItem(id: 42)])),
        ("", nil),
        ("not a url", nil),
        // User, password, port; fragments.
        ("https://user@coffee.example.com/menu/42", nil),
        ("https://user:secret@coffee.example.com/menu/42", nil),
        ("https://coffee.example.com:443/menu/42", nil),
        ("coffee://menu:80/42", nil),
        ("coffee://menu/42#reviews", .stack(.menu, [.menuItem(id: 42)])),
        // `:` and `@` are refused only in the authority; a path, a query or a fragment may hold them.
        ("coffee://promo/a:b@c", .stack(.home, [.promo(code: "a:b@c", source: nil)])),
        ("coffee://promo/x?src=a:b@c", .stack(.home, [.promo(code: "x", source: "a:b@c")])),
        ("coffee://menu/42#at:1@2", .stack(.menu, [.menuItem(id: 42)])),
        // Paths: empty is "/", one trailing slash ignored, case-sensitive.
        ("https://coffee.example.com", .tab(.home)),
        ("https://coffee.example.com/", .tab(.home)),
        ("coffee://", .tab(.home)),
        ("coffee://menu/42/", .stack(.menu, [.menuItem(id: 42)])),
        ("coffee://menu/42//", nil),
        ("coffee://Menu/42", nil),
        ("coffee://menu/42/extra", nil),
        // Segments are split, then percent-decoded.
        ("coffee://promo/a%2Fb", .stack(.home, [.promo(code: "a/b", source: nil)])),
        ("coffee://promo/caf%C3%A9", .stack(.home, [.promo(code: "café", source: nil)])),
        ("coffee://promo/%zz", nil),
        ("coffee://promo/%E", nil),
        ("coffee://promo/%FF", nil),
        ("coffee://%6Denu/42", .stack(.menu, [.menuItem(id: 42)])),
        // Query: unknown keys ignored, first occurrence wins, + and %20 are spaces.
        ("coffee://promo/x?src=mail", .stack(.home, [.promo(code: "x", source: "mail")])),
        ("coffee://promo/x?utm=1&src=a&src=b", .stack(.home, [.promo(code: "x", source: "a")])),
        ("coffee://promo/x?src=hello+world", .stack(.home, [.promo(code: "x", source: "hello world")])),
        ("coffee://promo/x?src=hello%20world%2B", .stack(.home, [.promo(code: "x", source: "hello world+")])),
        ("coffee://promo/x?src=", nil),
        ("coffee://promo/x?src=%", nil),
        // Only URL characters: spaces, controls and non-ASCII arrive percent-encoded.
        ("coffee://promo/caf\u{E9}", nil),
        ("coffee://promo/a b", nil),
        ("coffee://promo/a\u{0}b", nil),
        ("coffee://promo/\u{FFFD}", nil),
        ("coffee://promo/x?src=\u{7F}", nil),
        // Values.
        ("coffee://menu/-7", .stack(.menu, [.menuItem(id: -7)])),
        ("coffee://menu/+7", nil),
        ("coffee://menu/4.2", nil),
        ("coffee://menu/abc", nil),
        ("coffee://menu/9223372036854775807", .stack(.menu, [.menuItem(id: Int.max)])),
        ("coffee://menu/9223372036854775808", nil),
        ("coffee://menu/", .tab(.menu)),
        ("coffee://orders/\(orderID.lowercased())", .stack(.orders, [.order(id: uuid)])),
        ("coffee://o/\(orderID)", .stack(.orders, [.order(id: uuid)])),
        ("coffee://orders/\(orderID.dropLast())", nil),
        ("coffee://orders/{\(orderID)}", nil),
        // SPEC §2.5 examples and modals.
        ("coffee://checkout", .sheetStack(.cart, [.checkout])),
        ("coffee://cart", .sheet(.cart)),
        ("coffee://signin", .sheet(.signIn)),
        ("https://coffee.example.com/orders", .tab(.orders)),
        ("https://coffee.example.com/profile/settings", .stack(.profile, [.settings])),
    ]

    @Test func coffeeTable() {
        for (url, expected) in Self.coffeeTable {
            #expect(CoffeeDeepLink(string: url) == expected, "\(url)")
        }
    }

    @Test func urlInitialiserAgreesWithStringInitialiser() throws {
        for (text, expected) in Self.coffeeTable {
            // Foundation may repair a string (encoding a stray `%` as `%25`); those read as the repaired URL.
            guard let url = URL(string: text), url.absoluteString == text else { continue }
            #expect(CoffeeDeepLink(url: url) == expected, "\(text)")
        }
    }

    @Test func lengthCap() {
        let prefix = "coffee://promo/"
        let exactly4096 = prefix + String(repeating: "a", count: 4096 - prefix.utf8.count)
        #expect(
            CoffeeDeepLink(string: exactly4096)
                == .stack(.home, [.promo(code: String(repeating: "a", count: 4096 - prefix.utf8.count))]))
        #expect(CoffeeDeepLink(string: exactly4096 + "a") == nil)
    }

    @Test func aValueTooLongToWriteHasNoURL() throws {
        // Found by the deep-link fuzzer: 2,000 `[` parse, but written as `%5B` they exceed the cap.
        let code = String(repeating: "[", count: 2000)
        let link = try #require(CoffeeDeepLink(string: "coffee://promo/" + code))
        #expect(link == .stack(.home, [.promo(code: code)]))
        #expect(CoffeeRoute.promo(code: code).url == nil)
        #expect(CoffeeRoute.promo(code: String(repeating: "[", count: 1300)).url != nil)
        // What a path segment may hold stays as it is.
        #expect(CoffeeRoute.promo(code: String(repeating: "!", count: 2000)).url?.absoluteString.utf8.count == 2015)
    }

    static let readerBook = "6BA7B810-9DAD-11D1-80B4-00C04FD430C8"

    static let readerTable: [(url: String, expected: ReaderDeepLink?)] = [
        ("reader://", .root),
        ("https://WWW.reader.example.org/", .root),
        // A literal prefix in a segment, a tail, and a slug some links leave out.
        ("https://reader.example.org/@ursula", .stack([.author(handle: "ursula")])),
        ("reader://%40ursula", .stack([.author(handle: "ursula")])),
        ("https://reader.example.org/files/a/b%20c", .stack([.file(path: "a/b c")])),
        ("https://reader.example.org/n/7", .stack([.note(id: 7, slug: nil)])),
        ("https://reader.example.org/n/7/x", .stack([.note(id: 7, slug: "x")])),
        // Defaults and optional query values.
        ("reader://library", .stack([.library(shelf: "all", page: 1)])),
        ("reader://library?page=3&shelf=sci+fi", .stack([.library(shelf: "sci fi", page: 3)])),
        ("reader://library?page=three", nil),
        ("reader://search/swift%20ui?exact=1&min=4", .stack([.search(query: "swift ui", exact: true, minRating: 4)])),
        (
            "reader://search/swift?exact=false&min=-2.5e1",
            .stack([.search(query: "swift", exact: false, minRating: -25)])
        ),
        ("reader://search/swift?min=inf", nil),
        ("reader://search/swift?min=1e999", nil),
        ("reader://search/swift?exact=yes", nil),
        // Intermediate routes bound from the URL.
        (
            "reader://books/\(readerBook)/chapters/3?at=0.5",
            .stack([
                .library(), .book(bookID: UUID(uuidString: readerBook) ?? UUID()),
                .chapter(bookID: UUID(uuidString: readerBook) ?? UUID(), number: 3, progress: 0.5),
            ])
        ),
        (
            "reader://library/scifi/\(readerBook)",
            .stack([.library(shelf: "scifi"), .book(bookID: UUID(uuidString: readerBook) ?? UUID(), shelf: "scifi")])
        ),
        (
            "reader://share/\(readerBook)?text=look",
            .sheet(.share(bookID: UUID(uuidString: readerBook) ?? UUID(), message: "look"))
        ),
        ("reader://settings", .sheet(.settings)),
        // A literal beats a String placeholder; a failed literal branch falls back to it.
        ("reader://search/help", .stack([.help])),
        ("reader://search/helpx", .stack([.search(query: "helpx")])),
        ("reader://search/help/2", .stack([.help, .helpTopic(topic: 2)])),
        ("reader://search/help/x", .stack([.search(query: "help"), .searchFilter(query: "help", filter: "x")])),
        // A literal longer than the eight bytes the trie's table holds inline: the rest is compared.
        ("reader://help-and-support", .stack([.help])),
        ("reader://help-and-supporx", nil),
        ("reader://help-and-suppor", nil),
        ("reader://help-and-supportx", nil),
        ("reader://help-and-", nil),
    ]

    @Test func readerTable() {
        for (url, expected) in Self.readerTable {
            #expect(ReaderDeepLink(string: url) == expected, "\(url)")
        }
    }

    /// Up to 15 digits and a power of ten up to 22 are read without `strtod`, every other number
    /// through `Double(_:)`; on either side of that line the value is `Double(_:)`'s to the bit.
    @Test(arguments: [
        "2.5", "-0", "0.1", "-2.5e1", "1e22", "1e23", "1e-22", "1e-23", "123456789012345", "1234567890123456",
        "0.000000000000001", "9007199254740993", "1.7976931348623157e308", "4.9e-324", "1e-400", "12.5e-3", "1E+5",
        "00001.5", "0.30000000000000004", "123456789012345e-22", "-9e-9223372036854775808",
    ])
    func numbersReadAsDoubleReadsThem(text: String) throws {
        // In a query `+` is a space.
        let link = try #require(ReaderDeepLink(string: "reader://search/swift?min=" + text.replacing("+", with: "%2B")))
        guard case .stack(let routes) = link, case .search(_, _, let minRating)? = routes.last else {
            Issue.record("\(link) is not a search")
            return
        }
        let expected = try #require(Double(text))
        #expect(minRating?.bitPattern == expected.bitPattern)
    }

    @Test(arguments: ["1e", ".5", "5.", "+5", "0x10", "nan", "1,5", "--1", "1e+-2"])
    func textThatIsNotADecimalNumberIsNoDouble(text: String) {
        #expect(ReaderDeepLink(string: "reader://search/swift?min=" + text.replacing("+", with: "%2B")) == nil)
    }
}
