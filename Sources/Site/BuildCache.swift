import Content

/// What one build keeps for the next (`sitegen serve`): parsed articles and highlighted
/// code, reused where the source did not change.
public final class BuildCache: Sendable {
    let articles = ArticleCache()
    let highlighting = HighlightCache()

    public init() {}
}
