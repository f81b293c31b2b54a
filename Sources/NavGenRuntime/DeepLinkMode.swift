/// How a router shows a deep link (docs/language.md, "Replacing or pushing"): by replacing what is on screen, or by adding to it.
public enum DeepLinkMode: Hashable, Sendable {
    /// A tab or stack link dismisses every modal, selects the tab and replaces its stack; a modal
    /// link dismisses every modal and presents its own, the tab unchanged. What a link from
    /// outside the app (a notification, another app) usually wants.
    case replace
    /// A stack link pushes its routes onto the stack on screen without changing the tab; a tab
    /// link selects the tab and keeps its stack; a modal link presents over the topmost modal.
    /// What a link followed inside the app (a mention in a post) usually wants.
    case push
}
