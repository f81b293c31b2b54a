import CoffeeNavigation
import EdgeNavigation
import Foundation
import ReaderNavigation
import TestSupport
import Testing

/// SPEC §4's law, over seeded random values of every parameter type: a value's `url`, when it
/// has one, opens that value again.
@Suite struct RoundTripTests {
    struct Values {
        var generator: SplitMix64

        mutating func int() -> Int {
            switch generator.next() % 4 {
            case 0: return Int(truncatingIfNeeded: generator.next())
            case 1: return [Int.min, Int.max, 0, -1][Int(generator.next() % 4)]
            default: return Int(truncatingIfNeeded: generator.next() % 2000) - 1000
            }
        }

        mutating func double() -> Double {
            switch generator.next() % 4 {
            case 0: return Double(bitPattern: generator.next())
            case 1:
                return [0, -0.0, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity, .nan, 1e-7, 1e21][
                    Int(generator.next() % 8)]
            default: return Double(Int(generator.next() % 100_000)) / 64 - 500
            }
        }

        mutating func bool() -> Bool { generator.next() % 2 == 0 }

        mutating func uuid() -> UUID {
            let a = generator.next()
            let b = generator.next()
            return UUID(
                uuid: (
                    UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a >> 16),
                    UInt8(truncatingIfNeeded: a >> 24),
                    UInt8(truncatingIfNeeded: a >> 32), UInt8(truncatingIfNeeded: a >> 40),
                    UInt8(truncatingIfNeeded: a >> 48), UInt8(truncatingIfNeeded: a >> 56),
                    UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: b >> 8), UInt8(truncatingIfNeeded: b >> 16),
                    UInt8(truncatingIfNeeded: b >> 24),
                    UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40),
                    UInt8(truncatingIfNeeded: b >> 48), UInt8(truncatingIfNeeded: b >> 56)
                ))
        }

        /// Text drawn from characters that URLs treat specially, plus spaces, non-ASCII and emoji.
        mutating func string() -> String {
            let alphabet = Array("ab/?#&=%+ :@;,.~-_'\"\\é東😀\u{202E}\u{0}\n\t+%20%2F")
            let count = Int(generator.next() % 12)
            return String((0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }

        mutating func optional<T>(_ make: (inout Values) -> T) -> T? {
            generator.next() % 3 == 0 ? nil : make(&self)
        }
    }

    @Test func coffeeRoutes() {
        var values = Values(generator: SplitMix64(seed: 1))
        var written = 0
        for _ in 0..<2000 {
            let routes: [CoffeeRoute] = [
                .menuItem(id: values.int()),
                .promo(code: values.string(), source: values.optional { $0.string() }),
                .checkout, .order(id: values.uuid()), .settings,
            ]
            for route in routes {
                guard let url = route.url else { continue }
                written += 1
                switch CoffeeDeepLink(url: url) {
                case .stack(_, let stack)?, .sheetStack(_, let stack)?: #expect(stack.last == route, "\(url)")
                default: Issue.record("\(url) does not open a stack")
                }
            }
        }
        // The law must not hold only because `url` is nil: everything but empty codes is written.
        #expect(written > 9_000)
        #expect(CoffeeRoute.promo(code: "a/b?c#d&e=f%g+h i", source: "x y+z").url != nil)
        #expect(CoffeeRoute.orderConfirmation(orderID: UUID()).url == nil)
    }

    @Test func readerRoutesAndSheets() {
        var values = Values(generator: SplitMix64(seed: 2))
        var written = 0
        for _ in 0..<2000 {
            let routes: [ReaderRoute] = [
                .library(shelf: values.string(), page: values.int()),
                .book(bookID: values.uuid(), shelf: values.string()),
                .chapter(bookID: values.uuid(), number: values.int(), progress: values.optional { $0.double() }),
                .search(query: values.string(), exact: values.bool(), minRating: values.optional { $0.double() }),
                .searchFilter(query: values.string(), filter: values.string()),
                .helpTopic(topic: values.int()),
                // A prefix, a tail, and a pattern chosen by what the value carries.
                .author(handle: values.string()), .file(path: values.string()),
                .note(id: values.int(), slug: values.optional { $0.string() }),
            ]
            for route in routes {
                guard let url = route.url else { continue }
                written += 1
                guard case .stack(let stack)? = ReaderDeepLink(url: url) else {
                    Issue.record("\(url) does not open a stack")
                    continue
                }
                #expect(stack.last == route, "\(url)")
            }
            let sheet = ReaderSheet.share(bookID: values.uuid(), message: values.optional { $0.string() })
            if let url = sheet.url {
                #expect(ReaderDeepLink(url: url) == .sheet(sheet), "\(url)")
            }
        }
        #expect(written > 8_000)
        // "help" is claimed by the literal pattern /search/help, so that search has no URL.
        #expect(ReaderRoute.search(query: "help").url == nil)
        // A value no pattern can carry has no URL rather than a wrong one.
        #expect(ReaderRoute.chapter(bookID: UUID(), number: 1, progress: .nan).url == nil)
        // The first pattern that can carry the value writes it: /books/:bookID has no shelf, so a
        // shelf other than the default takes the second, /library/:shelf/:bookID.
        let book = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        #expect(
            ReaderRoute.book(bookID: book, shelf: "sci fi").url?.absoluteString
                == "reader://library/sci%20fi/01020304-0506-0708-090A-0B0C0D0E0F10")
        #expect(
            ReaderRoute.book(bookID: book, shelf: "all").url?.absoluteString
                == "reader://books/01020304-0506-0708-090A-0B0C0D0E0F10")
    }

    @Test func keywordNamedRoutes() {
        var values = Values(generator: SplitMix64(seed: 3))
        for _ in 0..<500 {
            let route = EdgeRoute.class(in: values.int(), for: values.optional { $0.string() }, where: values.bool())
            if let url = route.url {
                guard case .stack(_, let stack)? = EdgeDeepLink(url: url) else {
                    Issue.record("\(url) does not open a stack")
                    continue
                }
                #expect(stack.last == route, "\(url)")
            }
            let sheet = EdgeSheet.protocol(return: values.double())
            if let url = sheet.url {
                #expect(EdgeDeepLink(url: url) == .sheet(sheet), "\(url)")
            }
        }
    }

    @Test func tabURLs() {
        for tab in CoffeeTab.allCases {
            let url = tab.url
            #expect(url.flatMap { CoffeeDeepLink(url: $0) } == .tab(tab), "\(tab)")
        }
        #expect(CoffeeTab.menu.url?.absoluteString == "coffee://menu")
        #expect(CoffeeRoute.menuItem(id: -3).url?.absoluteString == "coffee://menu/-3")
        #expect(
            CoffeeRoute.promo(code: "50% off", source: "a&b").url?.absoluteString
                == "coffee://promo/50%25%20off?src=a%26b")
    }
}
