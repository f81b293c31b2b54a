/// Names an app type that routes and modals carry as a parameter (declared in the graph without
/// `live` or `callback`). Generated code writes one `CarriedInRoutes<T>` per such type near the top
/// of its file, under a comment naming the graph's line, so that a type that is not Hashable,
/// Codable and Sendable (a view model declared `type RecipeModel` where `live` was meant) fails
/// there, first, with the fix in view, before the enums that hold it fail by the hundred.
@_spi(NavGenGenerated) public enum CarriedInRoutes<Value: Hashable & Codable & Sendable> {}
