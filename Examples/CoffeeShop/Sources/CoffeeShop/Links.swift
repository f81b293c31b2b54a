import Foundation

/// App code that uses the generated navigation: the links the shop shares in emails and on receipts.
public enum ShareLinks {
    /// The link printed on a receipt: opens the order in the Orders tab.
    public static func receipt(for order: UUID) -> URL? {
        CoffeeRoute.order(id: order).url
    }

    /// A promotion link for a newsletter, tagged with where it was sent.
    public static func promotion(code: String, channel: String) -> URL? {
        CoffeeRoute.promo(code: code, source: channel).url
    }
}
