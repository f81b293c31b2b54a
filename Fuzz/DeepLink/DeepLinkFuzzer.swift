// libFuzzer entry point for the generated deep-link parsers of graphs/app.nav (Coffee),
// graphs/reader.nav (Reader: every parameter type, defaults, query items) and
// Tests/Graphs/social.nav (Social: raw values, URLs, arrays), Tests/Graphs/links.nav (Links:
// links without `//`, one scheme's and one host's patterns, any host, routes in the fragment) and
// Tests/Graphs/messenger.nav (Messenger: a fragment that is one value, the hosts under a domain,
// `s:/path`, an empty authority, tails that hold any path), compiled from their reference
// outputs by Fuzz/run.sh. Beyond "no crash": whatever parses writes back to a URL
// that parses to the same destination.
import Foundation
import SocialModels

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLinks(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkCoffee(text)
    checkReader(text)
    checkSocial(text)
    checkLinks(text)
    checkMessenger(text)
    return 0
}

/// Language 5's shapes: a route's links for each scheme and host it answers on read back as it.
private func checkMessenger(_ text: String) {
    guard let link = MessengerDeepLink(string: text) else { return }
    switch link {
    case .tab(let tab):
        guard let url = tab.url, MessengerDeepLink(url: url) == .tab(tab) else {
            fatalError("tab \(tab) does not round-trip")
        }
    case .stack(_, let routes):
        guard let route = routes.last else { fatalError("\(text) parsed to an empty stack") }
        var urls = [route.url, route.url(scheme: "simplex"), route.url(scheme: "zim"), route.url(host: "simplex.chat")]
        if let host = URL(string: text)?.host { urls.append(route.url(host: host)) }
        for url in urls.compactMap({ $0 }) {
            guard case .stack(_, let again)? = MessengerDeepLink(url: url), again.last == route else {
                fatalError("\(route) wrote \(url), which does not read back")
            }
        }
    }
}

/// Every form: a route's links for each scheme and host it answers on read back as the route.
private func checkLinks(_ text: String) {
    guard let link = LinksDeepLink(string: text) else { return }
    switch link {
    case .tab(let tab):
        guard let url = tab.url, LinksDeepLink(url: url) == .tab(tab) else {
            fatalError("tab \(tab) does not round-trip")
        }
    case .stack(_, let routes):
        guard let route = routes.last else { fatalError("\(text) parsed to an empty stack") }
        var urls = [route.url]
        for scheme in ["matrix", "chat", "nostr", "damus"] { urls.append(route.url(scheme: scheme)) }
        for host in ["matrix.to", "app.element.io", "chat.example.org", "damus.io", "mastodon.social"] {
            urls.append(route.url(host: host))
        }
        for url in urls.compactMap({ $0 }) {
            guard case .stack(_, let again)? = LinksDeepLink(url: url), again.last == route else {
                fatalError("\(route) wrote \(url), which does not read back")
            }
        }
    case .sheet(let sheet):
        for url in [sheet.url, sheet.url(host: "matrix.to"), sheet.url(scheme: "chat")].compactMap({ $0 }) {
            guard LinksDeepLink(url: url) == .sheet(sheet) else { fatalError("sheet \(sheet) wrote \(url)") }
        }
    }
}

private func checkCoffee(_ text: String) {
    guard let link = CoffeeDeepLink(string: text) else { return }
    switch link {
    case .tab(let tab):
        guard let url = tab.url, CoffeeDeepLink(url: url) == .tab(tab) else {
            fatalError("tab \(tab) does not round-trip")
        }
    case .stack(_, let routes), .sheetStack(_, let routes):
        // Every value a Coffee URL can carry, its canonical pattern can write — within the
        // 4,096-byte cap, which writing (a raw `[` becomes `%5B`) can triple past 1,300 bytes.
        guard let route = routes.last else { fatalError("\(text) parsed to an empty stack") }
        guard let url = route.url else {
            if text.utf8.count <= 1300 { fatalError("\(text) parsed to \(link), which has no URL") }
            return
        }
        guard lastRoute(of: CoffeeDeepLink(url: url)) == route else {
            fatalError("\(route) wrote \(url), which does not read back")
        }
    case .sheet(let sheet):
        guard let url = sheet.url, CoffeeDeepLink(url: url) == .sheet(sheet) else {
            fatalError("sheet \(sheet) does not round-trip")
        }
    }
}

private func checkReader(_ text: String) {
    guard let link = ReaderDeepLink(string: text) else { return }
    switch link {
    case .root:
        return
    case .stack(let routes), .sheetStack(_, let routes):
        // Not every Reader value has a URL (a shelf the canonical /books/:bookID cannot carry);
        // those that do must read back as themselves.
        guard let route = routes.last, let url = route.url else { return }
        guard lastRoute(of: ReaderDeepLink(url: url)) == route else {
            fatalError("\(route) wrote \(url), which does not read back")
        }
    case .sheet(let sheet):
        guard let url = sheet.url else { return }
        guard ReaderDeepLink(url: url) == .sheet(sheet) else { fatalError("sheet \(sheet) does not round-trip") }
    }
}

private func checkSocial(_ text: String) {
    guard let link = SocialDeepLink(string: text) else { return }
    switch link {
    case .tab(let tab):
        guard let url = tab.url, SocialDeepLink(url: url) == .tab(tab) else {
            fatalError("tab \(tab) does not round-trip")
        }
    case .stack(_, let routes), .sheetStack(_, let routes):
        guard let route = routes.last, let url = route.url else { return }
        guard lastRoute(of: SocialDeepLink(url: url)) == route else {
            fatalError("\(route) wrote \(url), which does not read back")
        }
    case .sheet(let sheet):
        guard let url = sheet.url else { return }
        guard SocialDeepLink(url: url) == .sheet(sheet) else { fatalError("sheet \(sheet) does not round-trip") }
    }
}

/// The route a stack link, on a tab or in a modal, ends in.
private func lastRoute(of link: CoffeeDeepLink?) -> CoffeeRoute? {
    switch link {
    case .stack(_, let routes)?, .sheetStack(_, let routes)?: return routes.last
    case .tab?, .sheet?, nil: return nil
    }
}

private func lastRoute(of link: ReaderDeepLink?) -> ReaderRoute? {
    switch link {
    case .stack(let routes)?, .sheetStack(_, let routes)?: return routes.last
    case .root?, .sheet?, nil: return nil
    }
}

private func lastRoute(of link: SocialDeepLink?) -> SocialRoute? {
    switch link {
    case .stack(_, let routes)?, .sheetStack(_, let routes)?: return routes.last
    case .tab?, .sheet?, nil: return nil
    }
}
