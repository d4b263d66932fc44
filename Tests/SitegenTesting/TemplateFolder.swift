import Foundation
import Rendering

/// A templates folder with one-line templates, for tests that look at what reaches a
/// template rather than at the real theme.
///
/// Every required template (`TemplateLibrary.requiredTemplates`) exists; each prints the
/// page's kind and title unless a test gives its own text.
public final class TemplateFolder: Sendable {
    public let folder: TemporaryDirectory

    public init(article: String? = nil, others: [String: String] = [:]) throws {
        folder = try TemporaryDirectory(prefix: "sitegen-templates")
        var texts: [String: String] = [:]
        for name in TemplateLibrary.requiredTemplates { texts[name] = "{{page.kind}}|{{page.title}}" }
        if let article { texts["article"] = article }
        texts.merge(others) { $1 }
        try folder.write(Dictionary(uniqueKeysWithValues: texts.map { ("\($0.key).mustache", $0.value) }))
    }

    public var url: URL { folder.url }
}
